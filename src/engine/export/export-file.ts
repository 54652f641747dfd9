// Where an export is written as it arrives: a file the user picks (the File System Access API, where
// the browser has it: the rows go to disk, not to memory), else a Blob saved through a link when done.
import { saveBlob } from '../../api/download-archive';

export interface ExportFile {
  write(chunk: Uint8Array<ArrayBuffer>): Promise<void>;
  /** the export is complete: keep the file */
  close(): Promise<void>;
  /** cancelled or failed: leave no file */
  abort(): Promise<void>;
}

interface WritableFile {
  write(chunk: Uint8Array<ArrayBuffer>): Promise<void>;
  close(): Promise<void>;
  abort(): Promise<void>;
}

interface SaveFilePicker {
  showSaveFilePicker(options: {
    suggestedName: string;
    types: { description: string; accept: Record<string, string[]> }[];
  }): Promise<{ createWritable(): Promise<WritableFile> }>;
}

const CSV_TYPE = 'text/csv;charset=utf-8';

const hasPicker = (target: object): target is SaveFilePicker =>
  typeof (target as Partial<SaveFilePicker>).showSaveFilePicker === 'function';

function blobFile(name: string): ExportFile {
  let chunks: Uint8Array<ArrayBuffer>[] = [];
  return {
    write: async (chunk) => {
      chunks.push(chunk);
    },
    close: async () => {
      saveBlob(new Blob(chunks, { type: CSV_TYPE }), name);
      chunks = [];
    },
    abort: async () => {
      chunks = [];
    },
  };
}

/**
 * Opens the file an export goes to; null when the user closes the save dialog. Call it first thing
 * in the click handler: the browser opens its dialog only while the click's activation lasts.
 */
export async function openExportFile(name: string, description: string): Promise<ExportFile | null> {
  if (!hasPicker(window)) return blobFile(name);
  try {
    const handle = await window.showSaveFilePicker({ suggestedName: name, types: [{ description, accept: { 'text/csv': ['.csv'] } }] });
    return await handle.createWritable();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return null;
    throw error;
  }
}
