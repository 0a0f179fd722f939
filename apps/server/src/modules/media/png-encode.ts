import { promisify } from "node:util";
import { crc32, deflate } from "node:zlib";

const deflateAsync = promisify(deflate);

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * Encodes 8-bit RGB pixels (row after row, no padding) as a PNG. resvg writes PNGs of what it draws, but
 * a panorama is projected pixel by pixel after drawing. Each row takes the 'Sub' or 'Up' filter, whichever
 * leaves smaller numbers, which suits the smooth shading of generated scenes; zlib deflates on its own
 * thread pool.
 */
export async function encodePng(
  rgb: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
): Promise<Buffer> {
  const stride = width * 3;
  const filtered = Buffer.alloc((stride + 1) * height);
  const sub = Buffer.alloc(stride);
  const up = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    let subCost = 0;
    let upCost = 0;
    for (let i = 0; i < stride; i++) {
      const value = rgb[row + i] as number;
      const s = (value - (i >= 3 ? (rgb[row + i - 3] as number) : 0)) & 0xff;
      const u = (value - (y > 0 ? (rgb[row - stride + i] as number) : 0)) & 0xff;
      sub[i] = s;
      up[i] = u;
      subCost += s < 128 ? s : 256 - s;
      upCost += u < 128 ? u : 256 - u;
    }
    const out = y * (stride + 1);
    filtered[out] = subCost <= upCost ? 1 : 2;
    (subCost <= upCost ? sub : up).copy(filtered, out + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", await deflateAsync(filtered, { level: 6 })),
    chunk("IEND", new Uint8Array(0)),
  ]);
}
