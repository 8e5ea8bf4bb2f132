/**
 * ZIP archives (the copy of one's data, docs/privacy.md): fflate, already in the tree through pdfkit, typed, no
 * dependencies of its own (decision 030). Entries are deflated; each carries the instant it was written, so an
 * archive's listing shows when the copy was made.
 */
import { zipSync, type Zippable } from 'fflate';

export interface ZipEntry {
  /** The path inside the archive ('datos.json', 'archivos/foto.jpg'). */
  name: string;
  bytes: Uint8Array | string;
}

export function zipArchive(entries: ZipEntry[], modified: Date): Uint8Array {
  const files: Zippable = {};
  for (const entry of entries) {
    const bytes = typeof entry.bytes === 'string' ? new TextEncoder().encode(entry.bytes) : entry.bytes;
    // Already-compressed files (images, PDFs' streams) are stored; text is deflated.
    const level = /\.(png|jpe?g|zip)$/i.test(entry.name) ? 0 : 6;
    files[entry.name] = [bytes, { level, mtime: modified }];
  }
  return zipSync(files);
}
