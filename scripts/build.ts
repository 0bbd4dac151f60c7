/**
 * Builds what the Worker imports and serves: the registered GraphQL documents, then the client
 * islands and the CSS (hashed into dist/client) with their manifest in src/generated.
 */
import { buildClient } from './build-client';
import { buildGraphql } from './build-graphql';
import { writeBuildManifest } from './build-manifest';

const started = performance.now();
await buildGraphql();
await buildClient();
// Last: the manifest names a build only once its files exist.
await writeBuildManifest();
console.log(`build: done in ${Math.round(performance.now() - started)} ms`);
