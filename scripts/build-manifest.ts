import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';

/**
 * Writes the build manifest (spec section 7): `builds/latest.json` names the current build,
 * `builds/meta/{id}.json` describes it, and `src/generated/build-id.ts` lets the Worker print the
 * id into pages (`<meta name="build-id">`, sent with every analytics event as `context.app.build`).
 * @example await writeBuildManifest() // { id: '…', timestamp: 1700000000000 }
 */
export async function writeBuildManifest(id = process.env.BUILD_ID || randomUUID()) {
  const manifest = { id, timestamp: Date.now() };
  await mkdir('dist/client/builds/meta', { recursive: true });
  await mkdir('src/generated', { recursive: true });
  await writeFile('dist/client/builds/latest.json', JSON.stringify(manifest));
  await writeFile(
    `dist/client/builds/meta/${id}.json`,
    JSON.stringify({ ...manifest, matcher: { static: {}, dynamic: {} }, prerendered: [] }),
  );
  await writeFile(
    'src/generated/build-id.ts',
    `/** Id of this build (scripts/build-manifest.ts). */\nexport const BUILD_ID = ${JSON.stringify(id)};\n`,
  );
  return manifest;
}
