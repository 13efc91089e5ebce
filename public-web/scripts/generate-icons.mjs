#!/usr/bin/env node
// Writes the installed app's icons (docs/offline.md "Installable") as PNG files, with no image library: the
// lightning bolt of the site's favicon (index.html) drawn white on the site's blue, rasterised here with 4×4
// supersampling and encoded with node:zlib. Output is reproducible (same bytes every run); the files are committed:
//   node public-web/scripts/generate-icons.mjs
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'public', 'icons');
const BLUE = [0x12, 0x56, 0xa6];
const WHITE = [0xff, 0xff, 0xff];
/** The favicon's path 'M9 0 2 9h5l-1 7 7-9H8z' on its 16×16 grid. */
const BOLT = [
  [9, 0],
  [2, 9],
  [7, 9],
  [6, 16],
  [13, 7],
  [8, 7],
];

/**
 * `any` icons: a rounded square filling the canvas, the bolt on 70 % of it. `maskable`: the blue fills every pixel
 * and the bolt stays inside the central 80 % circle that any launcher mask keeps (the W3C safe zone), on 50 %.
 */
const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

function inside(polygon, x, y) {
  let hit = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

function insideRoundedSquare(size, radius, x, y) {
  const cx = Math.min(Math.max(x, radius), size - radius);
  const cy = Math.min(Math.max(y, radius), size - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

function render({ size, maskable }) {
  const scale = (size * (maskable ? 0.5 : 0.7)) / 16;
  const offset = (size - 16 * scale) / 2;
  const bolt = BOLT.map(([x, y]) => [offset + x * scale, offset + y * scale]);
  const radius = maskable ? 0 : size * 0.18;
  const rgba = Buffer.alloc(size * size * 4);
  const S = 4;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let background = 0;
      let foreground = 0;
      for (let sy = 0; sy < S; sy++) {
        for (let sx = 0; sx < S; sx++) {
          const px = x + (sx + 0.5) / S;
          const py = y + (sy + 0.5) / S;
          if (maskable || insideRoundedSquare(size, radius, px, py)) background++;
          if (inside(bolt, px, py)) foreground++;
        }
      }
      const coverage = background / (S * S);
      const ink = foreground / (S * S);
      const i = (y * size + x) * 4;
      for (let c = 0; c < 3; c++) rgba[i + c] = Math.round(BLUE[c] * (1 - ink) + WHITE[c] * ink);
      rgba[i + 3] = Math.round(255 * Math.max(coverage, ink));
    }
  }
  return png(size, rgba);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4); // filter 0 per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const icon of ICONS) {
  writeFileSync(join(OUT, icon.file), render(icon));
  console.log(`Wrote ${join(OUT, icon.file)}`);
}
