#!/usr/bin/env node
/**
 * Renders build/icon.svg into every icon electron-builder needs, with the Chromium the e2e suite already uses
 * (each size drawn from the vector, not scaled down from a big bitmap):
 *   build/icons/<n>x<n>.png   Linux (AppImage, deb), 16…1024
 *   build/icon.png            1024 px, the generic fallback
 *   build/icon.ico            Windows (nsis): 16…48 as 32-bit bitmaps, 64…256 as PNG
 *   build/icon.icns           macOS (dmg): 16…1024 as PNG entries
 * Run it after changing the SVG: npm run icons -w @valuta/admin-desktop
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'build');
const SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024];

async function renderAll(svg) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    const rendered = await page.evaluate(
      async ({ dataUrl, sizes }) => {
        const image = new Image();
        image.src = dataUrl;
        await image.decode();
        return sizes.map((size) => {
          const canvas = document.createElement('canvas');
          canvas.width = size;
          canvas.height = size;
          const context = canvas.getContext('2d');
          context.imageSmoothingQuality = 'high';
          context.drawImage(image, 0, 0, size, size);
          return {
            size,
            png: canvas.toDataURL('image/png').split(',')[1],
            rgba: Array.from(context.getImageData(0, 0, size, size).data),
          };
        });
      },
      { dataUrl, sizes: SIZES },
    );
    return new Map(rendered.map(({ size, png, rgba }) => [size, { png: Buffer.from(png, 'base64'), rgba: Uint8Array.from(rgba) }]));
  } finally {
    await browser.close();
  }
}

/** A 32-bit BMP icon image (BITMAPINFOHEADER, bottom-up BGRA, then the 1-bit transparency mask). */
function bmpEntry(size, rgba) {
  const maskRow = Math.ceil(size / 32) * 4;
  const header = Buffer.alloc(40);
  header.writeUInt32LE(40, 0);
  header.writeInt32LE(size, 4);
  header.writeInt32LE(size * 2, 8);
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(32, 14);
  header.writeUInt32LE(size * size * 4 + maskRow * size, 20);
  const pixels = Buffer.alloc(size * size * 4);
  const mask = Buffer.alloc(maskRow * size);
  for (let y = 0; y < size; y += 1) {
    const row = size - 1 - y;
    for (let x = 0; x < size; x += 1) {
      const from = (y * size + x) * 4;
      const to = (row * size + x) * 4;
      pixels[to] = rgba[from + 2];
      pixels[to + 1] = rgba[from + 1];
      pixels[to + 2] = rgba[from];
      pixels[to + 3] = rgba[from + 3];
      if (rgba[from + 3] === 0) mask[row * maskRow + (x >> 3)] |= 0x80 >> (x & 7);
    }
  }
  return Buffer.concat([header, pixels, mask]);
}

function ico(images) {
  const entries = [16, 24, 32, 48, 64, 128, 256].map((size) => {
    const { png, rgba } = images.get(size);
    return { size, data: size <= 48 ? bmpEntry(size, rgba) : png };
  });
  const header = Buffer.alloc(6 + 16 * entries.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(entries.length, 4);
  let offset = header.length;
  entries.forEach(({ size, data }, index) => {
    const at = 6 + index * 16;
    header.writeUInt8(size >= 256 ? 0 : size, at);
    header.writeUInt8(size >= 256 ? 0 : size, at + 1);
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE(data.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...entries.map(({ data }) => data)]);
}

/** Apple's icon family: each entry a four-letter type, its length, and PNG data. */
function icns(images) {
  const types = [
    ['icp4', 16],
    ['icp5', 32],
    ['icp6', 64],
    ['ic07', 128],
    ['ic08', 256],
    ['ic09', 512],
    ['ic10', 1024],
    ['ic11', 32],
    ['ic12', 64],
    ['ic13', 256],
    ['ic14', 512],
  ];
  const chunks = types.map(([type, size]) => {
    const data = images.get(size).png;
    const head = Buffer.alloc(8);
    head.write(type, 0, 'ascii');
    head.writeUInt32BE(data.length + 8, 4);
    return Buffer.concat([head, data]);
  });
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'ascii');
  head.writeUInt32BE(8 + chunks.reduce((total, chunk) => total + chunk.length, 0), 4);
  return Buffer.concat([head, ...chunks]);
}

const images = await renderAll(await readFile(path.join(buildDir, 'icon.svg'), 'utf8'));
await mkdir(path.join(buildDir, 'icons'), { recursive: true });
for (const size of [16, 32, 48, 64, 128, 256, 512, 1024]) {
  await writeFile(path.join(buildDir, 'icons', `${size}x${size}.png`), images.get(size).png);
}
await writeFile(path.join(buildDir, 'icon.png'), images.get(1024).png);
await writeFile(path.join(buildDir, 'icon.ico'), ico(images));
await writeFile(path.join(buildDir, 'icon.icns'), icns(images));
console.log(`Icons written to ${path.relative(process.cwd(), buildDir) || '.'}`);
