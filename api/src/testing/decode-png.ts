import { inflateSync } from 'node:zlib';

/** The eight bytes every PNG file starts with. */
export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface DecodedPng {
  width: number;
  height: number;
  /** The colour at (x, y) as 0xrrggbb (alpha left out). */
  colorAt(x: number, y: number): number;
}

function chunksOf(png: Buffer): { type: string; data: Buffer }[] {
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = PNG_SIGNATURE.length; at < png.length;) {
    const length = png.readUInt32BE(at);
    chunks.push({ type: png.toString('latin1', at + 4, at + 8), data: png.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  return chunks;
}

function paeth(left: number, up: number, upLeft: number): number {
  const p = left + up - upLeft;
  const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
  return pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
}

/** What a row's filter (PNG's None, Sub, Up, Average, Paeth) adds back to a byte. */
function predict(filter: number, left: number, up: number, upLeft: number): number {
  switch (filter) {
    case 1:
      return left;
    case 2:
      return up;
    case 3:
      return (left + up) >> 1;
    case 4:
      return paeth(left, up, upLeft);
    default:
      return 0;
  }
}

/**
 * A tiny decoder for the PNGs the API writes (8-bit RGBA, not interlaced), so a test can read
 * the pixels a card shows without an image library.
 */
export function decodePng(png: Buffer): DecodedPng {
  if (!png.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('Not a PNG');
  const chunks = chunksOf(png);
  const header = chunks.find((chunk) => chunk.type === 'IHDR')?.data;
  if (!header) throw new Error('A PNG without IHDR');
  const [width, height] = [header.readUInt32BE(0), header.readUInt32BE(4)];
  if (header[8] !== 8 || header[9] !== 6 || header[12] !== 0) throw new Error('Only 8-bit RGBA, not interlaced');
  const packed = inflateSync(Buffer.concat(chunks.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.data)));
  const stride = width * 4;
  const pixels = Buffer.alloc(stride * height);
  for (let row = 0; row < height; row += 1) {
    const filter = packed[row * (stride + 1)] ?? 0;
    const from = row * (stride + 1) + 1;
    const at = row * stride;
    for (let column = 0; column < stride; column += 1) {
      const left = column >= 4 ? pixels[at + column - 4]! : 0;
      const up = row > 0 ? pixels[at - stride + column]! : 0;
      const upLeft = row > 0 && column >= 4 ? pixels[at - stride + column - 4]! : 0;
      const predicted = predict(filter, left, up, upLeft);
      pixels[at + column] = (packed[from + column]! + predicted) & 0xff;
    }
  }
  return {
    width,
    height,
    colorAt(x, y) {
      return pixels.readUIntBE((y * width + x) * 4, 3);
    },
  };
}
