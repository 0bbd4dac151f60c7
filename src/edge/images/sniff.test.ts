import { describe, expect, it } from 'vitest';
import { sniffRaster } from './sniff';
import { tinyPng } from './test-fixtures';

const bytes = (text: string) => new TextEncoder().encode(text.padEnd(16, ' '));

describe('sniffRaster', () => {
  it('recognises the raster formats by their magic bytes', () => {
    expect(sniffRaster(tinyPng())).toBe('image/png');
    expect(sniffRaster(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBe('image/jpeg');
    expect(sniffRaster(bytes('GIF89a'))).toBe('image/gif');
    expect(sniffRaster(bytes('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffRaster(bytes('\0\0\0\x1cftypavif'))).toBe('image/avif');
  });

  it('refuses SVG, HTML and short files whatever they claim', () => {
    expect(sniffRaster(bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffRaster(bytes('<!doctype html><script>'))).toBeNull();
    expect(sniffRaster(new Uint8Array([0x89, 0x50]))).toBeNull();
  });
});
