/**
 * A replay of a running server for the browser's side of a page alone: every GET is fetched from
 * the server once and then answered from memory, with the server's own status, headers and bytes.
 * On a 2-core machine the local runtime serving a page and its assets takes CPU from the browser
 * that Lighthouse is timing; once a page has been loaded through the replay (a warm-up run),
 * its later loads cost the server nothing.
 *
 * Keyed by path, `Accept` (the image endpoint answers AVIF only to browsers that accept it) and
 * `Accept-Encoding`. The bytes are kept as they came, compressed or not, so the browser gets what
 * the server sent it.
 *
 * @example const replay = await startReplay('http://localhost:8808'); // replay.base: http://localhost:PORT
 */
import { createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Recorded {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

/** Headers that describe one connection, not the answer. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** One GET of the server, its body as sent (Node's `fetch` would decompress it). */
function fetchRaw(url: string, headers: Record<string, string>): Promise<Recorded> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const raw = response.rawHeaders;
        const kept: [string, string][] = [];
        for (let index = 0; index < raw.length; index += 2) {
          const name = (raw[index] ?? '').toLowerCase();
          if (!HOP_HEADERS.has(name)) kept.push([name, raw[index + 1] ?? '']);
        }
        resolve({ status: response.statusCode ?? 502, headers: kept, body: Buffer.concat(chunks) });
      });
    }).on('error', reject);
  });
}

export async function startReplay(upstream: string): Promise<{ base: string; close(): Promise<void> }> {
  const recorded = new Map<string, Promise<Recorded>>();
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    if (request.method !== 'GET') {
      response.writeHead(405).end();
      return;
    }
    const asked = {
      accept: request.headers.accept ?? '*/*',
      'accept-encoding': String(request.headers['accept-encoding'] ?? 'identity'),
    };
    const key = `${path}\n${asked.accept}\n${asked['accept-encoding']}`;
    let answer = recorded.get(key);
    if (!answer) {
      answer = fetchRaw(`${upstream}${path}`, asked);
      recorded.set(key, answer);
      // A failed fetch is tried again on the next request rather than replayed.
      answer.catch(() => recorded.delete(key));
    }
    answer.then(
      ({ status, headers, body }) => {
        response.writeHead(status, [...headers.flat(), 'content-length', String(body.byteLength)]);
        response.end(body);
      },
      () => response.writeHead(502).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://localhost:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
