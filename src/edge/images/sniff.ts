/** Raster types the image endpoint accepts and serves. */
export type RasterType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/avif';

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/**
 * The raster type of a file from its first bytes, or null for anything else (SVG, HTML, text).
 * The declared content type is never trusted.
 * @example sniffRaster(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10])) // 'image/png'
 */
export function sniffRaster(bytes: Uint8Array): RasterType | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0x89 && ascii(bytes, 1, 8) === 'PNG\r\n\x1a\n') return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const head = ascii(bytes, 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (brand === 'avif' || brand === 'avis') return 'image/avif';
  }
  return null;
}

/** Largest side and pixel count the endpoint decodes (a 16k x 16k PNG would need 1 GB of memory). */
export const MAX_SOURCE_SIDE = 8192;
export const MAX_SOURCE_PIXELS = 40_000_000;

const u16be = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u16le = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const u24le = (bytes: Uint8Array, at: number) => u16le(bytes, at) | ((bytes[at + 2] ?? 0) << 16);
const u32be = (bytes: Uint8Array, at: number) => u16be(bytes, at) * 65536 + u16be(bytes, at + 2);

/**
 * The width and height a raster file declares in its header, read without decoding it; null
 * when the header cannot be read (a truncated or malformed file).
 * @example declaredSize(tinyPng()) // { width: 4, height: 4 }
 */
export function declaredSize(bytes: Uint8Array, type: RasterType): { width: number; height: number } | null {
  switch (type) {
    case 'image/png':
      // IHDR is the first chunk: width and height at bytes 16..24.
      return bytes.length >= 24 && ascii(bytes, 12, 16) === 'IHDR'
        ? { width: u32be(bytes, 16), height: u32be(bytes, 20) }
        : null;
    case 'image/gif':
      return bytes.length >= 10 ? { width: u16le(bytes, 6), height: u16le(bytes, 8) } : null;
    case 'image/jpeg':
      return jpegSize(bytes);
    case 'image/webp':
      return webpSize(bytes);
    case 'image/avif':
      return avifSize(bytes);
  }
}

function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at++;
      continue;
    }
    // Start-of-frame markers (baseline, progressive, ...), not DHT (c4), JPG (c8) nor DAC (cc).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: u16be(bytes, at + 5), width: u16be(bytes, at + 7) };
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    at += 2 + u16be(bytes, at + 2);
  }
  return null;
}

function webpSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 30) return null;
  const chunk = ascii(bytes, 12, 16);
  if (chunk === 'VP8X') return { width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 };
  if (chunk === 'VP8 ') return { width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
  if (chunk === 'VP8L') {
    const b = (i: number) => bytes[21 + i] ?? 0;
    return {
      width: 1 + (((b(1) & 0x3f) << 8) | b(0)),
      height: 1 + (((b(3) & 0x0f) << 10) | (b(2) << 2) | ((b(1) & 0xc0) >> 6)),
    };
  }
  return null;
}

function avifSize(bytes: Uint8Array): { width: number; height: number } | null {
  // The 'ispe' property box: 4 bytes version/flags, then width and height (32-bit big-endian).
  const limit = Math.min(bytes.length - 16, 64 * 1024);
  for (let at = 4; at < limit; at++) {
    if (bytes[at] === 0x69 && ascii(bytes, at, at + 4) === 'ispe')
      return { width: u32be(bytes, at + 8), height: u32be(bytes, at + 12) };
  }
  return null;
}

/**
 * Whether a source may be decoded: its declared size is readable and within
 * {@link MAX_SOURCE_SIDE} per side and {@link MAX_SOURCE_PIXELS} in all.
 */
export function decodable(bytes: Uint8Array, type: RasterType): boolean {
  const size = declaredSize(bytes, type);
  if (!size || size.width < 1 || size.height < 1) return false;
  return (
    size.width <= MAX_SOURCE_SIDE &&
    size.height <= MAX_SOURCE_SIDE &&
    size.width * size.height <= MAX_SOURCE_PIXELS
  );
}
