import { createDeflateRaw, crc32, deflateRawSync } from 'node:zlib';

/** One entry of a zip written by `zipOf`: its content, or its deflated bytes with their real size and CRC. */
export type ZipEntryInput = { name: string } & (
  | { data: Buffer | string }
  | { deflated: Buffer; size: number; crc: number }
) & {
  /** The uncompressed size written in the headers, when it should lie; the real size otherwise. */
  declaredSize?: number;
};

/** Deflated bytes with the size and CRC of what they inflate to. */
export interface DeflatedContent {
  deflated: Buffer;
  size: number;
  crc: number;
}

const u16 = (value: number): Buffer => {
  const buffer = Buffer.alloc(2);
  buffer.writeUInt16LE(value);
  return buffer;
};
const u32 = (value: number): Buffer => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32LE(value >>> 0);
  return buffer;
};

/** A zip (deflate, no zip64) of the entries, written byte by byte so tests control every header, declared sizes included. */
export function zipOf(entries: ZipEntryInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const content = 'data' in entry ? Buffer.from(entry.data) : undefined;
    const deflated = content ? deflateRawSync(content) : 'deflated' in entry ? entry.deflated : Buffer.alloc(0);
    const crc = content ? crc32(content) : 'crc' in entry ? entry.crc : 0;
    const size = entry.declaredSize ?? (content ? content.length : 'size' in entry ? entry.size : 0);
    const name = Buffer.from(entry.name, 'utf8');
    // version 20, UTF-8 names (bit 11), deflate, a fixed 1980 date.
    const common = Buffer.concat([u16(20), u16(0x0800), u16(8), u16(0), u16(0x21), u32(crc), u32(deflated.length), u32(size), u16(name.length), u16(0)]);
    locals.push(Buffer.concat([u32(0x04034b50), common, name, deflated]));
    centrals.push(Buffer.concat([u32(0x02014b50), u16(20), common, u16(0), u16(0), u16(0), u32(0), u32(offset), name]));
    offset += 30 + name.length + deflated.length;
  }
  const central = Buffer.concat(centrals);
  const end = Buffer.concat([u32(0x06054b50), u16(0), u16(0), u16(entries.length), u16(entries.length), u32(central.length), u32(offset), u16(0)]);
  return Buffer.concat([...locals, central, end]);
}

/** `repeat` times `chunk` (between a head and a tail), deflated as a stream: a bomb of hundreds of megabytes without holding them. */
export async function deflatedRepeat(chunk: Buffer, repeat: number, around: { head?: string; tail?: string } = {}): Promise<DeflatedContent> {
  const deflate = createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const head = Buffer.from(around.head ?? '');
  const tail = Buffer.from(around.tail ?? '');
  let crc = 0;
  for (const piece of [head, ...Array.from({ length: repeat }, () => chunk), tail]) {
    crc = crc32(piece, crc);
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { deflated: Buffer.concat(parts), size: head.length + chunk.length * repeat + tail.length, crc };
}
