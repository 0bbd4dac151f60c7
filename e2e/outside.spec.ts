import net from 'node:net';
import { expect, test } from '@playwright/test';

// What a client sends the running server from outside, on raw sockets where an HTTP library would
// tidy it up: oversized chunked bodies, HEAD, odd methods, conditional requests on static files.
const port = Number(process.env.E2E_PORT ?? 8790);

/** Sends raw bytes on a new connection; resolves with the status line, or 'timeout' after `ms`. */
function raw(bytes: (socket: net.Socket) => void, ms = 8000): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => bytes(socket));
    let data = '';
    const done = (line: string) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(line);
    };
    const timer = setTimeout(() => done('timeout'), ms);
    socket.on('data', (chunk) => {
      data += chunk;
      if (data.includes('\r\n')) done(data.split('\r\n')[0] ?? '');
    });
    socket.on('error', () => done(data.split('\r\n')[0] || 'reset'));
  });
}

/** A POST of `size` bytes in 16 KB chunks, with no Content-Length. */
const chunkedPost = (path: string, type: string, size: number) => (socket: net.Socket) => {
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: ${type}\r\nTransfer-Encoding: chunked\r\n\r\n`,
  );
  const chunk = 'x'.repeat(16 * 1024);
  let sent = 0;
  const write = () => {
    while (sent < size) {
      sent += chunk.length;
      if (!socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`))
        return void socket.once('drain', write);
    }
    socket.write('0\r\n\r\n');
  };
  write();
};

const get = (path: string) => (socket: net.Socket) =>
  socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);

test('a body refused for its size stalls nobody: the next request is answered at once', async () => {
  for (const [path, type] of [
    ['/api/graphql/mutation/Ping', 'application/json'],
    ['/a/b', 'application/json'],
    ['/profil/none-such', 'application/x-www-form-urlencoded'],
  ] as const) {
    const refused = raw(chunkedPost(path, type, 1024 * 1024));
    expect(await refused, path).toMatch(/^HTTP\/1\.1 413/);
    expect(await raw(get('/robots.txt'), 5000), `after ${path}`).toMatch(/^HTTP\/1\.1 200/);
  }
});

test('HEAD answers what GET answers, without the body', async ({ request }) => {
  for (const path of [
    '/',
    '/articles',
    '/articles/',
    '/en-GB/membres/services',
    '/robots.txt',
    '/sitemap.xml',
  ]) {
    const getAnswer = await request.get(path, { maxRedirects: 0 });
    const headAnswer = await request.head(path, { maxRedirects: 0 });
    expect(headAnswer.status(), path).toBe(getAnswer.status());
    for (const name of ['cache-control', 'content-type', 'location', 'etag'])
      expect(headAnswer.headers()[name], `${path} ${name}`).toBe(getAnswer.headers()[name]);
  }
});

test('a wrong method answers 405 with Allow, OPTIONS 204 with Allow and no CORS', async ({ request }) => {
  const post = await request.post('/articles', { maxRedirects: 0 });
  expect(post.status()).toBe(405);
  expect(post.headers().allow).toBe('GET, HEAD, OPTIONS');
  expect(await post.text()).toContain('data-testid="error-page"');
  const options = await request.fetch('/api/graphql/mutation/Ping', {
    method: 'OPTIONS',
    headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' },
  });
  expect(options.status()).toBe(204);
  expect(options.headers().allow).toBe('POST, OPTIONS');
  expect(options.headers()['access-control-allow-origin']).toBeUndefined();
});

test('a hashed static file carries the security headers of every other answer', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const asset = /\/assets\/[^"]+\.(?:css|js)/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const answer = await request.get(asset as string);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  expect(answer.headers()['x-frame-options']).toBe('DENY');
  expect(answer.headers()['cross-origin-resource-policy']).toBe('same-origin');
});

test('out-of-range leaderboard variables and an inherited icon-set name answer 4xx, never 500', async ({
  request,
}) => {
  for (const path of [
    '/api/graphql/query/Leaderboard?period=yearly&year=99999999',
    '/api/graphql/query/Leaderboard?period=weekly&year=2026&number=100000000',
    '/api/graphql/query/Leaderboard?period=weekly&year=2026&number=54',
    '/api/graphql/query/Leaderboard?period=yearly&year=-2026',
    '/api/graphql/query/Articles?page=1e2',
    '/api/icons/constructor.json?icons=a',
  ]) {
    const answer = await request.get(path);
    expect([400, 404], path).toContain(answer.status());
    expect(answer.headers()['cache-control'] ?? '', path).not.toContain('public');
  }
});
