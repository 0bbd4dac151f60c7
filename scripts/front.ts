import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local HTTP front started by {@link serveFront}. */
export interface Front {
  url: URL;
  close(): Promise<void>;
}

/** How long a visitor's idle keep-alive connection stays open (said in `Keep-Alive: timeout=`). */
export const CLIENT_KEEP_ALIVE_MS = 65_000;
/**
 * How long a connection to the runtime stays idle in the pool: below the 5 s after which workerd
 * closes an idle connection without a word (kj's HttpServer `pipelineTimeout`), so the front never
 * sends a request on a connection the runtime is closing.
 */
export const RUNTIME_IDLE_MS = 4_000;
/** Connections to the runtime at most; more requests wait in the pool (the Worker bounds its own work). */
const RUNTIME_SOCKETS = 1024;

// Hop-by-hop headers (RFC 9110 7.6.1) and `Expect` (the front answers 100-continue itself).
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'upgrade',
  'te',
  'trailer',
  'expect',
]);

/**
 * Whether `value` is a Host header the platform's edge would take: a host name of letters, digits,
 * `-._~`, or an IPv4 or bracketed IPv6 address, then maybe a port up to 65535, and one a URL
 * parser accepts (a number out of range, `%41` or `a b` are not). workerd stops at the others
 * before any Worker code runs: it fails to write the request's URL and answers 500.
 * @example isValidHost('example.com:8787') // true
 * @example isValidHost('bad host[]') // false
 */
export function isValidHost(value: string | undefined): boolean {
  if (!value) return false;
  const match = /^(?:[A-Za-z0-9._~-]+|\[[0-9A-Fa-f:.]+\])(?::(\d{0,5}))?$/.exec(value);
  if (!match) return false;
  if (match[1] && Number(match[1]) > 65_535) return false;
  try {
    return new URL(`http://${value}/`).host !== '';
  } catch {
    return false;
  }
}

const idempotent = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Serves `upstream` (the local runtime) on `host:port` through Node's HTTP server, as the
 * platform's edge stands in front of a deployed Worker: a request whose Host is not a host name
 * gets a plain 400 (as the edge answers it) instead of the runtime's 500; a visitor's keep-alive
 * connection stays open for {@link CLIENT_KEEP_ALIVE_MS} and says so, where workerd closes it
 * after 5 s idle without a word (a client reusing it at that moment got "connection closed
 * without response"); the connections to the runtime are pooled and closed before the runtime
 * would close them. A request without a body that meets a pooled connection the runtime closed
 * anyway is sent again once on a new one. The client's address goes on as `CF-Connecting-IP`
 * (unless the request names one, as before). Bodies stream both ways; nothing is buffered.
 * `log` hears of what went wrong between the front and the runtime.
 */
export async function serveFront(options: {
  host: string;
  port: number;
  upstream: URL;
  /** Headers added to every answer (e.g. `LinkChecker`, which lets that checker go past 10 requests a second). */
  answerHeaders?: Record<string, string>;
  log: (level: string, message: string) => void;
}): Promise<Front> {
  const added = Object.entries(options.answerHeaders ?? {}).flat();
  const agent = new http.Agent({
    keepAlive: true,
    // Idle pooled connections close after this (an in-use one is never cut by it).
    timeout: RUNTIME_IDLE_MS,
    maxSockets: RUNTIME_SOCKETS,
    maxFreeSockets: RUNTIME_SOCKETS,
    // The most recently used connection first: the least likely to be near its idle limit.
    scheduling: 'lifo',
  });
  const target = { hostname: options.upstream.hostname, port: Number(options.upstream.port) };

  const forward = (req: http.IncomingMessage, res: http.ServerResponse, retry: boolean) => {
    const headers: string[] = [];
    const named = new Set((req.headers.connection ?? '').toLowerCase().split(/\s*,\s*/));
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      const name = req.rawHeaders[i] ?? '';
      const lower = name.toLowerCase();
      if (HOP_BY_HOP.has(lower) || named.has(lower)) continue;
      headers.push(name, req.rawHeaders[i + 1] ?? '');
    }
    if (req.headers['cf-connecting-ip'] === undefined && req.socket.remoteAddress)
      headers.push('CF-Connecting-IP', req.socket.remoteAddress.replace(/^::ffff:/, ''));
    const hasBody =
      req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;
    const upstream = http.request({
      ...target,
      method: req.method,
      path: req.url,
      headers,
      // A pooled connection for a request without a body; a new one for a retry and for a request
      // with a body, which could not be sent again: the runtime never closes a connection before
      // its first request.
      agent: retry && !hasBody ? agent : false,
      setHost: false,
    });
    let answered = false;
    upstream.on('response', (answer) => {
      answered = true;
      const out: string[] = [];
      for (let i = 0; i < answer.rawHeaders.length; i += 2) {
        const lower = (answer.rawHeaders[i] ?? '').toLowerCase();
        if (HOP_BY_HOP.has(lower) || lower === 'transfer-encoding') continue;
        out.push(answer.rawHeaders[i] ?? '', answer.rawHeaders[i + 1] ?? '');
      }
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, [...out, ...added]);
      answer.pipe(res);
      // The runtime cut the body short: cut the visitor's connection too, as the runtime would have.
      answer.on('close', () => {
        if (answer.complete || res.destroyed) return;
        options.log('warn', `front: ${req.method} ${req.url}: the runtime cut its answer short`);
        res.destroy();
      });
      answer.on('error', () => res.destroy());
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (answered || res.destroyed) return void res.destroy();
      // A pooled connection the runtime closed as the request went out: the request was not
      // taken, so it is sent again on a new connection. (The runtime closes a connection whose
      // next request it has not seen 5 s after the last answer, by a clock that stands still while
      // its event loop is busy: under load it closes connections that are idle for far less, and
      // the request already sent on one is lost with a reset.)
      if (retry && upstream.reusedSocket && !hasBody && idempotent.has(req.method ?? '')) {
        options.log(
          'info',
          `front: ${req.method} ${req.url} sent again (${error.code ?? error.message} on a reused connection)`,
        );
        return forward(req, res, false);
      }
      options.log(
        'warn',
        `front: ${req.method} ${req.url}: the runtime did not answer (${error.code ?? error.message})`,
      );
      if (res.headersSent) return void res.destroy();
      plain(res, 503, 'The server is busy: try again in a few seconds.\n', { 'Retry-After': '5' });
    });
    // The visitor went away before the answer ended: let the runtime know, as it would have.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    if (hasBody) req.pipe(upstream);
    else upstream.end();
  };

  const server = http.createServer(
    { keepAliveTimeout: CLIENT_KEEP_ALIVE_MS, requireHostHeader: true },
    (req, res) => {
      const hosts = req.rawHeaders.filter(
        (_, i) => i % 2 === 0 && req.rawHeaders[i]?.toLowerCase() === 'host',
      );
      if (hosts.length !== 1 || !isValidHost(req.headers.host))
        return plain(res, 400, 'Bad request: the Host header does not name a host.\n');
      forward(req, res, true);
    },
  );
  // A port in use ends the start; an accept error under a flood (too many open files) is said, and the server goes on.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => options.log('error', `front: ${error.message}`));
  const { port } = server.address() as AddressInfo;
  return {
    url: new URL(`http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}/`),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}

function plain(res: http.ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(text);
}
