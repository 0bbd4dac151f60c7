/**
 * Generated media of the seed, rasterised to PNG with sharp (the image endpoint never serves SVG):
 * logos are DiceBear "shapes" compositions (256x256), avatars DiceBear "avataaars" portraits drawn
 * to match the person's gender (128x128), covers one of six geometric patterns in a member's
 * colours (1200x400). Everything follows from the spec's seed text, so a data set's media are the
 * same on every run.
 */

import { avataaars, shapes } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';
import sharp from 'sharp';
import type { ImageSpec } from '../model';
import { createRng, type Rng } from '../prng';

const hex = (c: string) => c.replace('#', '').toLowerCase();

function seedOf(text: string): number {
  let h = 7;
  for (const ch of text) h = (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0;
  return h;
}

/** Mixes a colour with white (t > 0) or black (t < 0). */
function shade(color: string, t: number): string {
  const n = Number.parseInt(hex(color), 16);
  const mix = (v: number) => Math.round(t >= 0 ? v + (255 - v) * t : v * (1 + t));
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

const FEMALE_TOPS = [
  'bob',
  'bun',
  'curly',
  'curvy',
  'longButNotTooLong',
  'miaWallace',
  'straight01',
  'straight02',
  'straightAndStrand',
  'bigHair',
] as const;
const MALE_TOPS = [
  'shortCurly',
  'shortFlat',
  'shortRound',
  'shortWaved',
  'sides',
  'theCaesar',
  'theCaesarAndSidePart',
  'frizzle',
  'shaggy',
  'dreads01',
] as const;

function avatarSvg(spec: ImageSpec): string {
  const female = spec.gender === 'female';
  return createAvatar(avataaars, {
    seed: spec.text,
    size: 128,
    backgroundColor: ['d1e7dd', 'dbeafe', 'fde68a', 'fecaca', 'e9d5ff', 'cffafe'],
    backgroundType: ['solid'],
    top: [...(female ? FEMALE_TOPS : MALE_TOPS)],
    facialHairProbability: female ? 0 : 35,
    skinColor: ['ffdbb4', 'edb98a', 'd08b5b', 'ae5d29', '614335'],
    hairColor: ['2c1b18', '4a312c', '724133', 'a55728', 'b58143', 'd6b370'],
    facialHairColor: ['2c1b18', '4a312c', '724133', 'a55728'],
    clothesColor: ['262e33', '3c4f5c', '5199e4', '65c9ff', '929598', 'e6e6e6', 'b1e2ff', 'a7ffc4'],
    accessories: ['prescription01', 'prescription02', 'round'],
    accessoriesProbability: 15,
    eyes: ['default', 'happy', 'side', 'squint', 'wink'],
    eyebrows: ['default', 'defaultNatural', 'flatNatural', 'raisedExcitedNatural', 'upDownNatural'],
    mouth: ['default', 'smile', 'twinkle', 'serious'],
    clothing: ['blazerAndShirt', 'blazerAndSweater', 'collarAndSweater', 'shirtCrewNeck', 'shirtVNeck'],
  }).toString();
}

function logoSvg(spec: ImageSpec): string {
  const base = hex(spec.color);
  return createAvatar(shapes, {
    seed: spec.text,
    size: 256,
    backgroundColor: [base],
    shape1Color: [hex(shade(spec.color, 0.75)), 'ffffff'],
    shape2Color: [hex(shade(spec.color, -0.45)), hex(shade(spec.color, 0.4))],
    shape3Color: ['ffffff', hex(shade(spec.color, -0.25))],
  }).toString();
}

/** One of six geometric patterns: stripes, halftone dots, triangles, arcs, diamonds, waves. */
function coverSvg(spec: ImageSpec): string {
  const w = 1200;
  const h = 400;
  const rng: Rng = createRng(seedOf(spec.text), 97);
  const c = spec.color;
  const tones = [shade(c, -0.35), shade(c, -0.15), c, shade(c, 0.2), shade(c, 0.45)];
  const tone = () => rng.pick(tones);
  const parts: string[] = [`<rect width="${w}" height="${h}" fill="${shade(c, -0.25)}"/>`];
  const variant = Number(spec.text) % 6;
  if (variant === 0) {
    for (let x = -h; x < w + h; x += rng.int(28, 90))
      parts.push(
        `<path d="M${x} ${h}L${x + h} 0h${rng.int(12, 50)}L${x + h - h + rng.int(12, 50)} ${h}z" fill="${tone()}" opacity="0.85"/>`,
      );
  } else if (variant === 1) {
    const step = 36;
    for (let y = step / 2; y < h; y += step)
      for (let x = step / 2; x < w; x += step) {
        const r = Math.max(1.5, (x / w) * (step / 2.1) + rng.next() * 3);
        parts.push(
          `<circle cx="${x}" cy="${y}" r="${r.toFixed(1)}" fill="${shade(c, 0.35)}" opacity="0.9"/>`,
        );
      }
  } else if (variant === 2) {
    const s = 100;
    for (let y = 0; y < h; y += s)
      for (let x = 0; x < w; x += s) {
        parts.push(`<path d="M${x} ${y}h${s}v${s}z" fill="${tone()}"/>`);
        parts.push(`<path d="M${x} ${y}v${s}h${s}z" fill="${tone()}"/>`);
      }
  } else if (variant === 3) {
    const cx = rng.pick([0, w]);
    const cy = rng.pick([0, h]);
    for (let r = 1400; r > 40; r -= rng.int(40, 90))
      parts.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${tone()}"/>`);
  } else if (variant === 4) {
    const s = 80;
    for (let y = -s; y < h + s; y += s / 2)
      for (let x = ((y / (s / 2)) % 2) * (s / 2) - s; x < w + s; x += s)
        parts.push(
          `<path d="M${x} ${y + s / 2}L${x + s / 2} ${y}L${x + s} ${y + s / 2}L${x + s / 2} ${y + s}z" fill="${tone()}" opacity="0.9"/>`,
        );
  } else {
    for (let i = 0; i < 9; i++) {
      const y = 40 + i * 45;
      const a = rng.int(20, 60);
      const k = rng.int(2, 5);
      let d = `M0 ${h}L0 ${y}`;
      for (let x = 0; x <= w; x += 20)
        d += `L${x} ${(y + Math.sin((x / w) * Math.PI * k + i) * a).toFixed(1)}`;
      d += `L${w} ${h}z`;
      parts.push(`<path d="${d}" fill="${tones[i % tones.length]}" opacity="0.55"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${parts.join('')}</svg>`;
}

/** The SVG of one image spec. */
export function imageSvg(spec: ImageSpec): string {
  if (spec.kind === 'cover') return coverSvg(spec);
  if (spec.kind === 'logo') return logoSvg(spec);
  return avatarSvg(spec);
}

/** The PNG bytes of one image spec. */
export async function renderImage(spec: ImageSpec): Promise<Buffer> {
  return sharp(Buffer.from(imageSvg(spec)))
    .png({ compressionLevel: 8 })
    .toBuffer();
}
