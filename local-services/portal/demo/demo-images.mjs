import zlib from "node:zlib";

/**
 * Small real PNG files for the demo attachments, drawn from arithmetic (no binary files in the
 * repository): a "photo" of a machine panel in one of a few colour schemes.
 */

/** @param {string} type @param {Buffer} data */
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * An 8-bit RGB PNG.
 * @param {number} width @param {number} height
 * @param {(x: number, y: number) => [number, number, number]} pixel
 */
export function encodePng(width, height, pixel) {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    rows[row] = 0;
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = pixel(x, y);
      rows.set([r, g, b], row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const SCHEMES = [
  { name: "panel-blue", base: [34, 74, 128], accent: [236, 183, 54] },
  { name: "feeder-grey", base: [92, 98, 108], accent: [214, 64, 52] },
  { name: "crimp-green", base: [38, 110, 84], accent: [240, 240, 232] },
  { name: "display-dark", base: [24, 28, 36], accent: [84, 196, 230] },
];

/** @type {{ fileName: string, bytes: Buffer }[] | undefined} */
let drawn;

/**
 * The demo pictures: file name → PNG bytes (320 × 200). Drawn once a process: every company
 * seeded (each journey's own too) writes the same four, and drawing them takes 50 to 160 ms.
 */
export function demoImages() {
  drawn ??= draw();
  return drawn;
}

function draw() {
  return SCHEMES.map(({ name, base, accent }, index) => {
    const png = encodePng(320, 200, (x, y) => {
      const inPanel = x > 40 && x < 280 && y > 30 && y < 170;
      const inDisplay = x > 60 && x < 180 && y > 50 && y < 110;
      const isButton = y > 130 && y < 155 && x > 200 && x < 260 && (x - 200) % 20 < 14;
      const shade = Math.round(30 * Math.sin((x + y * (index + 1)) / 40));
      if (isButton || inDisplay) return /** @type {[number, number, number]} */ (accent);
      const [r, g, b] = /** @type {[number, number, number]} */ (
        inPanel ? base : [200 + shade, 204 + shade, 208 + shade]
      );
      return [clamp(r + shade), clamp(g + shade), clamp(b + shade)];
    });
    return { fileName: `${name}.png`, bytes: png };
  });
}

/** @param {number} value */
function clamp(value) {
  return Math.max(0, Math.min(255, value));
}
