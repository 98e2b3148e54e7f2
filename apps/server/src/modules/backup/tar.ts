// The smallest part of the POSIX tar format a backup needs: regular files, names under 100
// bytes, read back by this module or by any `tar -xzf` (docs/decisions/050-backups.md).
const BLOCK = 512;

function header(name: string, size: number, mtime: Date): Buffer {
  const h = Buffer.alloc(BLOCK);
  if (Buffer.byteLength(name) > 99) throw new Error(`tar: name too long: ${name}`);
  const octal = (value: number, width: number) => value.toString(8).padStart(width - 1, '0');
  h.write(name, 0, 'utf8');
  h.write(octal(0o644, 8), 100);
  h.write(octal(0, 8), 108);
  h.write(octal(0, 8), 116);
  h.write(octal(size, 12), 124);
  h.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  h.write('        ', 148); // the checksum counts its own field as spaces
  h.write('0', 156); // a regular file
  h.write('ustar\u000000', 257);
  let sum = 0;
  for (const byte of h) sum += byte;
  h.write(`${octal(sum, 7)}\u0000`, 148);
  return h;
}

/** One file's entry: its header, its bytes, padding to the next block. */
export function tarEntry(name: string, data: Uint8Array, mtime = new Date()): Buffer[] {
  const pad = (BLOCK - (data.length % BLOCK)) % BLOCK;
  return [header(name, data.length, mtime), Buffer.from(data), Buffer.alloc(pad)];
}

/** The end of an archive: two empty blocks. */
export const tarEnd = () => Buffer.alloc(2 * BLOCK);

/** Every regular file of an (uncompressed) archive, in order. */
export function* untar(archive: Buffer): Generator<{ name: string; data: Buffer }> {
  for (let at = 0; at + BLOCK <= archive.length;) {
    const h = archive.subarray(at, at + BLOCK);
    if (h.every((b) => b === 0)) return;
    const field = (from: number, length: number) =>
      h.toString('utf8', from, from + length).replace(/\0.*$/s, '');
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const prefix = field(345, 155);
    const name = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
    const type = field(156, 1);
    at += BLOCK;
    if (type === '0' || type === '') yield { name, data: archive.subarray(at, at + size) };
    at += Math.ceil(size / BLOCK) * BLOCK;
  }
}
