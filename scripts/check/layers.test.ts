import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const copy = mkdtempSync(path.join(tmpdir(), 'layers-'));

afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** Runs the lint's dependency check (the project's own config) on a copy of src/. */
function cruise(): { status: number | null; output: string } {
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/depcruise'),
    ['src', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'],
    { cwd: copy, encoding: 'utf8', timeout: 60_000 },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('the import rules of npm run lint', { timeout: 90_000 }, () => {
  it('refuse a screen imported from src/domain and a circle of type-only imports', () => {
    for (const entry of [
      'src',
      '.dependency-cruiser.cjs',
      'tsconfig.base.json',
      'tsconfig.worker.json',
      'tsconfig.client.json',
    ])
      cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
    writeFileSync(
      path.join(copy, 'src/domain/scratch-screen.ts'),
      "import { screen } from '../screens/home';\nexport const home = screen;\n",
    );
    writeFileSync(
      path.join(copy, 'src/domain/scratch-a.ts'),
      "import type { B } from './scratch-b';\nexport type A = { b?: B };\n",
    );
    writeFileSync(
      path.join(copy, 'src/domain/scratch-b.ts'),
      "import type { A } from './scratch-a';\nexport type B = { a?: A };\n",
    );
    const { status, output } = cruise();
    expect(status).not.toBe(0);
    expect(output).toMatch(
      /layer-foundation: src\/domain\/scratch-screen\.ts → src\/screens\/home\/index\.tsx/,
    );
    expect(output).toMatch(/no-circular: src\/domain\/scratch-a\.ts →\s+src\/domain\/scratch-b\.ts/);
    // Nothing else: the copy of today's src/ keeps every rule.
    expect(output).toMatch(/x 2 dependency violations/);
  });
});
