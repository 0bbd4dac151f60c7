import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { CURRENT_IN_VIEW_SCRIPT, ERROR_EVENT_SCRIPT, loaderScript } from '../src/ui/inline-scripts';
import { buildIcons } from './build-icons';

const OUT = 'dist/client';
const ASSETS = `${OUT}/assets`;
const run = promisify(execFile);

/** Bundles the client entry with code splitting: React and every island are separate chunks. */
async function bundleScripts() {
  const result = await build({
    entryPoints: ['client/entry.ts'],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: ['es2022'],
    outdir: ASSETS,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    legalComments: 'none',
  });
  let entry = '';
  const islands: Record<string, string> = {};
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    const url = `/assets/${path.basename(file)}`;
    if (output.entryPoint === 'client/entry.ts') entry = url;
    else if (output.entryPoint?.startsWith('src/islands/')) islands[path.parse(output.entryPoint).name] = url;
  }
  return { entry, islands };
}

/** Tailwind v4 CLI over src/styles/app.css into ONE minified, content-hashed CSS file. */
async function buildCss() {
  const temp = `${OUT}/app.tmp.css`;
  await run(path.resolve('node_modules/.bin/tailwindcss'), [
    '-i',
    'src/styles/app.css',
    '-o',
    temp,
    '--minify',
  ]);
  const css = await readFile(temp);
  await rm(temp);
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 10);
  const name = `app-${hash}.css`;
  await writeFile(`${ASSETS}/${name}`, css);
  return `/assets/${name}`;
}

/** SHA-256 source expression of an inline script's text, as CSP compares it. */
function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Writes src/generated/csp.ts: the text of the entry's loader and the CSP hashes of every inline
 * script a page can carry (src/render/inline-scripts.ts), so the policy needs no nonce.
 */
async function writeCsp(entry: string): Promise<void> {
  const loader = entry ? loaderScript(entry) : '';
  const hashes = [loader, ERROR_EVENT_SCRIPT, CURRENT_IN_VIEW_SCRIPT].filter(Boolean).map(cspHash);
  await writeFile(
    'src/generated/csp.ts',
    `// Written by scripts/build-client.ts: inline scripts and their CSP hashes.\nexport const loader = ${JSON.stringify(loader)};\nexport const SCRIPT_HASHES: readonly string[] = ${JSON.stringify(hashes)};\n`,
  );
}

/**
 * Builds dist/client/assets (hashed JS chunks and the CSS), the `_headers` that make them
 * immutable, and src/generated/assets.ts, which tells the Worker their URLs.
 */
export async function buildClient(): Promise<void> {
  await rm(ASSETS, { recursive: true, force: true });
  await mkdir(ASSETS, { recursive: true });
  const { entry, islands } = await bundleScripts();
  const css = await buildCss();
  // Unhashed files of public/ (the favicon) are copied as they are, the icons made from it
  // beside them; all are cached for a day.
  await cp('public', OUT, { recursive: true });
  await buildIcons(OUT);
  const daily = ['/favicon.svg', '/favicon.ico', '/apple-touch-icon.png'];
  // Every static file gets the security headers the Worker gives its own answers (the platform
  // serves these before the Worker runs): never sniffed into another type, framed, or read by
  // another site's page; a file is no document, so it runs nothing even opened on its own.
  const security = [
    'X-Content-Type-Options: nosniff',
    'X-Frame-Options: DENY',
    'Referrer-Policy: strict-origin-when-cross-origin',
    'Cross-Origin-Resource-Policy: same-origin',
    "Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; sandbox",
  ];
  await writeFile(
    `${OUT}/_headers`,
    `/*\n${security.map((line) => `  ${line}\n`).join('')}/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n${daily.map((file) => `${file}\n  Cache-Control: public, max-age=86400\n`).join('')}`,
  );
  await mkdir('src/generated', { recursive: true });
  await writeFile(
    'src/generated/assets.ts',
    `// Written by scripts/build-client.ts: URLs of the hashed client files.\nexport const assets = ${JSON.stringify({ entry, css, islands }, null, 2)} as { entry: string; css: string; islands: Record<string, string> };\n`,
  );
  await writeCsp(entry);
  console.log(`build-client: entry ${entry}, css ${css}, ${Object.keys(islands).length} island chunks`);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildClient();
