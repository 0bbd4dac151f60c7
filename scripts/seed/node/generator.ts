/**
 * Which generator a data set came from: a hash of every source file the seed's rows and images
 * are built from (found by esbuild, the way they are bundled, so a helper moved to `src/` counts
 * too), of the files it copies as they are (`assets/`) and of the versions of the packages they
 * import. A data set records it in
 * `config.seed_generator`, so `db:setup` can tell that the demo data is older than the code.
 *
 * @example await seedGenerator() // "3f9c0a1b2d4e5f60"
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const ENTRIES = ['scripts/seed/generate.ts', 'scripts/seed/node/images.ts'];
/** Files the seed reads as they are (the testimonial clip), outside any bundle. */
const ASSETS = 'scripts/seed/assets';

/** The name a bare import resolves to in node_modules: `@scope/name` or `name`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return parts.slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
}

async function packageVersion(root: string, name: string): Promise<string> {
  try {
    const manifest = JSON.parse(
      await readFile(path.join(root, 'node_modules', name, 'package.json'), 'utf8'),
    );
    return String(manifest.version);
  } catch {
    return 'missing';
  }
}

/** The generator's hash for the tree at `root` (the repository by default). */
export async function seedGenerator(root: string = REPO_ROOT): Promise<string> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outdir: 'out',
    logLevel: 'silent',
  });
  const inputs = result.metafile.inputs;
  const assets = (await readdir(path.join(root, ASSETS))).map((name) => `${ASSETS}/${name}`);
  const files = [...Object.keys(inputs), ...assets].sort();
  const packages = new Set<string>();
  for (const input of Object.values(inputs)) {
    for (const imported of input.imports) {
      if (imported.external && !imported.path.startsWith('node:')) packages.add(packageName(imported.path));
    }
  }
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(root, file)));
    hash.update('\0');
  }
  for (const name of [...packages].sort()) hash.update(`${name}@${await packageVersion(root, name)}\0`);
  return hash.digest('hex').slice(0, 16);
}
