import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

/** Sizes inside favicon.ico: a tab, a taskbar, a desktop shortcut. */
const ICO_SIZES = [16, 32, 48] as const;
/** The size iOS asks for when a page is added to the home screen. */
const TOUCH_SIZE = 180;

/**
 * An ICO file holding one PNG per size (PNG entries are read by every browser since 2007): the
 * 6-byte header, a 16-byte entry per image, then the images.
 */
function icoOf(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1: an icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

/**
 * Writes `favicon.ico` and `apple-touch-icon.png` into `out` from `public/favicon.svg`: browsers,
 * feed readers and crawlers ask for both at the site's root whatever the page links, and each
 * unanswered ask was a rendered 404 page.
 */
export async function buildIcons(out: string): Promise<void> {
  const svg = await readFile('public/favicon.svg');
  const images = await Promise.all(
    ICO_SIZES.map(async (size) => ({
      size,
      png: await sharp(svg, { density: (72 * size) / 32 })
        .resize(size, size)
        .png()
        .toBuffer(),
    })),
  );
  await writeFile(`${out}/favicon.ico`, icoOf(images));
  // Square and opaque: iOS rounds the corners itself and shows transparency as black.
  const square = Buffer.from(svg.toString('utf8').replace(/\srx="[^"]*"/, ''));
  await writeFile(
    `${out}/apple-touch-icon.png`,
    await sharp(square, { density: (72 * TOUCH_SIZE) / 32 })
      .resize(TOUCH_SIZE, TOUCH_SIZE)
      .flatten({ background: '#23A954' })
      .png()
      .toBuffer(),
  );
}
