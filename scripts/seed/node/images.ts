/**
 * Generated PNG media of the seed: logos (coloured monograms, 256x256), covers (gradients,
 * 1200x400) and avatars (initials on a disc, 128x128). Letters come from a 5x7 bitmap font.
 */
import { PNG } from 'pngjs';
import type { ImageSpec } from '../model';

// 5x7 glyphs, one string of 7 rows of 5 bits per letter.
const FONT: Record<string, string> = {
  A: '01110100011000111111100011000110001',
  B: '11110100011000111110100011000111110',
  C: '01110100011000010000100001000101110',
  D: '11110100011000110001100011000111110',
  E: '11111100001000011110100001000011111',
  F: '11111100001000011110100001000010000',
  G: '01110100011000010111100011000101111',
  H: '10001100011000111111100011000110001',
  I: '01110001000010000100001000010001110',
  J: '00111000100001000010000101001001100',
  K: '10001100101010011000101001001010001',
  L: '10000100001000010000100001000011111',
  M: '10001110111010110101100011000110001',
  N: '10001100011100110101100111000110001',
  O: '01110100011000110001100011000101110',
  P: '11110100011000111110100001000010000',
  Q: '01110100011000110001101011001001101',
  R: '11110100011000111110101001001010001',
  S: '01111100001000001110000010000111110',
  T: '11111001000010000100001000010000100',
  U: '10001100011000110001100011000101110',
  V: '10001100011000110001100010101000100',
  W: '10001100011000110101101011010101010',
  X: '10001100010101000100010101000110001',
  Y: '10001100010101000100001000010000100',
  Z: '11111000010001000100010001000011111',
};

function hex(color: string): [number, number, number] {
  const n = Number.parseInt(color.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(a: [number, number, number], b: [number, number, number], t: number): [number, number, number] {
  return [0, 1, 2].map((i) => Math.round((a[i] as number) * (1 - t) + (b[i] as number) * t)) as [
    number,
    number,
    number,
  ];
}

function encode(png: PNG): Buffer {
  // One fixed filter (Sub) instead of trying all five per row: much faster, still small for flat art.
  return PNG.sync.write(png, { colorType: 6, deflateLevel: 6, filterType: 1 });
}

/** Whether pixel (x, y) falls on the text drawn centred in a box of `size` with glyph scale `scale`. */
function textHit(letters: string[], x: number, y: number, size: number, scale: number): boolean {
  const width = letters.length * 6 * scale - scale;
  const left = Math.floor((size - width) / 2);
  const top = Math.floor((size - 7 * scale) / 2);
  const gx = Math.floor((x - left) / scale);
  const gy = Math.floor((y - top) / scale);
  if (x < left || gy < 0 || gy >= 7) return false;
  const letter = letters[Math.floor(gx / 6)];
  const col = gx % 6;
  if (!letter || col >= 5) return false;
  return (FONT[letter] as string)[gy * 5 + col] === '1';
}

/** The PNG bytes of one image spec. */
export function renderImage(spec: ImageSpec): Buffer {
  const color = hex(spec.color);
  if (spec.kind === 'cover') {
    const width = 1200;
    const height = 400;
    const end = mix(color, [15, 23, 42], 0.6);
    const png = new PNG({ width, height });
    // One row per y: colour varies mostly along x, slightly along y.
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const t = (x / width) * 0.8 + (y / height) * 0.2;
        const i = (y * width + x) * 4;
        png.data[i] = Math.round(color[0] * (1 - t) + end[0] * t);
        png.data[i + 1] = Math.round(color[1] * (1 - t) + end[1] * t);
        png.data[i + 2] = Math.round(color[2] * (1 - t) + end[2] * t);
        png.data[i + 3] = 255;
      }
    }
    return encode(png);
  }
  const size = spec.kind === 'logo' ? 256 : 128;
  const scale = spec.kind === 'logo' ? 14 : 7;
  const radius = size / 2;
  const letters = spec.text.split('').filter((c) => FONT[c]);
  const png = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      const inside = spec.kind === 'logo' || (x - radius + 0.5) ** 2 + (y - radius + 0.5) ** 2 <= radius ** 2;
      if (!inside) continue; // transparent: the buffer starts zeroed
      const on = textHit(letters, x, y, size, scale);
      png.data[i] = on ? 255 : color[0];
      png.data[i + 1] = on ? 255 : color[1];
      png.data[i + 2] = on ? 255 : color[2];
      png.data[i + 3] = 255;
    }
  }
  return encode(png);
}
