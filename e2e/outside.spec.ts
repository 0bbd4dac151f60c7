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

/** Sends `request` on `socket` and resolves with the whole answer's head once its body is in. */
function exchange(socket: net.Socket, request: string, ms = 10_000): Promise<string> {
  return new Promise((resolve) => {
    let data = Buffer.alloc(0);
    const finish = (value: string) => {
      clearTimeout(timer);
      socket.off('data', onData);
      socket.off('close', onClose);
      resolve(value);
    };
    const onData = (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      const end = data.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = data.subarray(0, end).toString('latin1');
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
      if (data.length >= end + 4 + length) finish(head);
    };
    const onClose = () => finish(data.length ? `cut: ${data.toString('latin1').split('\r\n')[0]}` : 'closed');
    const timer = setTimeout(() => finish('timeout'), ms);
    socket.on('data', onData);
    socket.on('close', onClose);
    socket.write(request);
  });
}

test('a Host header that names no host answers 400, never 500, and the connection goes on', async () => {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  await new Promise((resolve) => socket.once('connect', resolve));
  const hosts = [
    'bad host[]',
    'a b',
    'x"y',
    'exa%41mple',
    'ok.example:99999',
    '[::1',
    'a/b',
    'a@b',
    '*',
    'localhost:x',
  ];
  for (const host of hosts) {
    const head = await exchange(socket, `GET / HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
    expect(head.split('\r\n')[0], host).toBe('HTTP/1.1 400 Bad Request');
  }
  const twice = await exchange(
    socket,
    `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nHost: elsewhere.example\r\n\r\n`,
  );
  expect(twice.split('\r\n')[0], 'two Host headers').toBe('HTTP/1.1 400 Bad Request');
  const good = await exchange(socket, `GET /robots.txt HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
  expect(good.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
  socket.destroy();
  const utf8 = await raw((s) =>
    s.write(Buffer.from(`GET / HTTP/1.1\r\nHost: é.fr\r\nConnection: close\r\n\r\n`)),
  );
  expect(utf8).toBe('HTTP/1.1 400 Bad Request');
});

test('a keep-alive connection left idle for 6 s takes the next request, and says how long it stays open', async () => {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  await new Promise((resolve) => socket.once('connect', resolve));
  const request = `GET /robots.txt HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`;
  const first = await exchange(socket, request);
  expect(first.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
  const advertised = Number(/\r\nkeep-alive: *timeout=(\d+)/i.exec(first)?.[1] ?? 0);
  expect(advertised).toBeGreaterThanOrEqual(30);
  await new Promise((resolve) => setTimeout(resolve, 6000));
  expect((await exchange(socket, request)).split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
  socket.destroy();
});
