// A store-only ZIP writer (PKWARE APPNOTE 6.3: local headers, data, central directory, end record).
// Photos are already compressed (or small SVG), so entries are stored as they are; no ZIP64, so an
// archive stays under 4 GiB and 65535 entries, far above a lot's photos.
import { crc32 } from 'node:zlib';

export interface ZipEntry {
  readonly name: string;
  readonly data: Buffer;
  readonly modified: Date;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const VERSION = 20; // 2.0: the version a reader needs for stored entries
const UTF8_NAMES = 0x0800; // general purpose flag bit 11: names are UTF-8

/** MS-DOS date and time, as ZIP headers keep them (local time of the archive is UTC here). */
function dosDateTime(at: Date): { date: number; time: number } {
  const year = Math.max(1980, at.getUTCFullYear());
  return {
    date: ((year - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
  };
}

/** The fields local and central headers share, from "version needed" to the name length. */
function writeEntryFields(
  header: Buffer,
  at: number,
  fields: { crc: number; size: number; nameLength: number; date: number; time: number },
): void {
  header.writeUInt16LE(VERSION, at);
  header.writeUInt16LE(UTF8_NAMES, at + 2);
  header.writeUInt16LE(0, at + 4); // method 0: stored
  header.writeUInt16LE(fields.time, at + 6);
  header.writeUInt16LE(fields.date, at + 8);
  header.writeUInt32LE(fields.crc, at + 10);
  header.writeUInt32LE(fields.size, at + 14); // compressed size
  header.writeUInt32LE(fields.size, at + 18); // uncompressed size
  header.writeUInt16LE(fields.nameLength, at + 22);
}

export function zipArchive(entries: readonly ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const fields = { crc: crc32(entry.data), size: entry.data.length, nameLength: name.length, ...dosDateTime(entry.modified) };
    // extra fields, comments, disk number and file attributes stay 0
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    writeEntryFields(local, 4, fields);
    parts.push(local, name, entry.data);

    const header = Buffer.alloc(46);
    header.writeUInt32LE(CENTRAL_HEADER, 0);
    header.writeUInt16LE(VERSION, 4); // version made by
    writeEntryFields(header, 6, fields);
    header.writeUInt32LE(offset, 42);
    central.push(header, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}
