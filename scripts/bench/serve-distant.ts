import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FrozenWorker } from './bundle';
import { type DevServer, startDevServer } from './server';

/**
 * The bundled Worker alone as deployed, on a copy of `state` (its page and data caches empty,
 * no SQLite file shared with another runtime), every D1 round trip waiting `latencyMs`.
 * @example const server = await serveDistant(bundle, 8840, 150, '.wrangler/state'); ...; await server.stop();
 */
export async function serveDistant(
  bundle: FrozenWorker,
  port: number,
  latencyMs: number,
  state: string,
): Promise<DevServer> {
  const copy = await mkdtemp(path.join(tmpdir(), 'distant-state-'));
  await cp(path.resolve(state), copy, {
    recursive: true,
    filter: (from) => !from.includes(`${path.sep}cache`),
  });
  const server = await startDevServer({
    port,
    entry: bundle.entry,
    assets: bundle.assets,
    asDeployed: true,
    persistTo: copy,
    vars: { D1_LATENCY_MS: String(latencyMs) },
  });
  return {
    ...server,
    async stop() {
      await server.stop();
      await rm(copy, { recursive: true, force: true });
    },
  };
}
