import { appendFile, cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGenerator } from './generator';

const REPO = path.resolve(import.meta.dirname, '../../..');

describe('seedGenerator', () => {
  let root: string;

  async function fakerVersion(version: string): Promise<void> {
    const dir = path.join(root, 'node_modules/@faker-js/faker');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: '@faker-js/faker', version }));
  }

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'seed-generator-'));
    await cp(path.join(REPO, 'scripts/seed'), path.join(root, 'scripts/seed'), { recursive: true });
    await cp(path.join(REPO, 'src'), path.join(root, 'src'), { recursive: true });
    await fakerVersion('9.0.0');
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('changes with a source the rows are built from, in the seed or in src/, an asset it copies, a package version', async () => {
    const first = await seedGenerator(root);
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    expect(await seedGenerator(root)).toBe(first);

    await appendFile(path.join(root, 'src/ui/img.tsx'), '\n// not read by the seed\n');
    expect(await seedGenerator(root)).toBe(first);

    await appendFile(path.join(root, 'src/domain/points.ts'), '\n// read by the seed\n');
    const afterDomain = await seedGenerator(root);
    expect(afterDomain).not.toBe(first);

    await appendFile(path.join(root, 'scripts/seed/texts.ts'), '\n// the seed itself\n');
    const afterSeed = await seedGenerator(root);
    expect(afterSeed).not.toBe(afterDomain);

    await appendFile(path.join(root, 'scripts/seed/assets/testimonial.webm'), 'x');
    const afterAsset = await seedGenerator(root);
    expect(afterAsset).not.toBe(afterSeed);

    await fakerVersion('9.0.1');
    expect(await seedGenerator(root)).not.toBe(afterAsset);
  });
});
