// Downloads a file with fetch, reporting progress from Content-Length, and hands it to the browser to save.

export interface DownloadedFile {
  blob: Blob;
  /** the name the server gives in Content-Disposition, if any */
  name: string | null;
}

/** The file name of a Content-Disposition header: the UTF-8 `filename*` before the plain `filename`. */
function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // a malformed escape: fall back to the plain name
    }
  }
  return /filename\s*=\s*"([^"]+)"/i.exec(header)?.[1] ?? /filename\s*=\s*([^;\s]+)/i.exec(header)?.[1] ?? null;
}

/** Reads `url` to the end; `onProgress` gets whole percentages when the size is known. */
export async function fetchWithProgress(url: string, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<DownloadedFile> {
  const response = await fetch(url, { credentials: 'include', signal });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const name = dispositionFileName(response.headers.get('Content-Disposition'));
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const total = Number(response.headers.get('Content-Length')) || 0;
  if (!response.body) return { blob: await response.blob(), name };
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    if (total > 0) onProgress(Math.min(100, Math.floor((received * 100) / total)));
  }
  return { blob: new Blob(chunks, { type }), name };
}

/** The name in a link's last path segment, else `fallback`. */
export function fileNameOf(link: string, fallback: string): string {
  const last = new URL(link, 'http://localhost').pathname.split('/').pop() ?? '';
  return /\.[a-z0-9]+$/i.test(last) ? decodeURIComponent(last) : fallback;
}

/** Saves a downloaded file under `name` through a temporary link. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // the click has handed the file over; the URL is released on the next task
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
