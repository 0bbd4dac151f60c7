import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Front, isValidHost, serveFront } from './front';

describe('isValidHost', () => {
  it('takes host names, addresses and ports', () => {
    for (const host of ['localhost', 'example.com:8787', '127.0.0.1:9000', '[::1]:80', 'a_b.example', 'x:'])
      expect(isValidHost(host), host).toBe(true);
  });
  it('refuses what names no host', () => {
    for (const host of [
      undefined,
      '',
      'bad host[]',
      'a b',
      'x"y',
      'exa%41mple',
      'é.fr',
      'a:99999',
      '[::1',
      'a@b',
      'a/b',
      '*',
      'a:1:2',
      'localhost:x',
      '999.0.0.1',
    ])
      expect(isValidHost(host), String(host)).toBe(false);
  });
});

describe('serveFront', () => {
  // A runtime that drops a connection at its second request to /race without answering, as workerd
  // does when a request arrives on a connection it is closing for having been idle 5 s.
  const served = new WeakMap<object, number>();
  const runtime = http.createServer((req, res) => {
    const count = (served.get(req.socket) ?? 0) + 1;
    served.set(req.socket, count);
    if (req.url === '/race' && count > 1) return void req.socket.destroy();
    res.setHeader('x-seen-ip', String(req.headers['cf-connecting-ip']));
    res.end(`${req.method} ${req.url} ${req.headers.host}`);
  });
  let front: Front;
  const logged: string[] = [];
  beforeAll(async () => {
    await new Promise<void>((resolve) => runtime.listen(0, '127.0.0.1', resolve));
    const upstream = new URL(`http://127.0.0.1:${(runtime.address() as AddressInfo).port}/`);
    front = await serveFront({
      host: '127.0.0.1',
      port: 0,
      upstream,
      answerHeaders: { LinkChecker: 'unthrottled' },
      log: (_level, line) => logged.push(line),
    });
  });
  afterAll(async () => {
    await front.close();
    runtime.close();
  });

  it('passes a request on with its Host and the client address', async () => {
    const answer = await fetch(new URL('/a?b=1', front.url));
    expect(await answer.text()).toBe(`GET /a?b=1 ${front.url.host}`);
    expect(answer.headers.get('x-seen-ip')).toBe('127.0.0.1');
    expect(answer.headers.get('keep-alive')).toMatch(/timeout=\d+/);
    expect(answer.headers.get('linkchecker')).toBe('unthrottled');
  });

  it('sends a request without a body again when the runtime drops the pooled connection it went out on', async () => {
    expect((await fetch(new URL('/race', front.url))).status).toBe(200);
    const again = await fetch(new URL('/race', front.url));
    expect(again.status).toBe(200);
    expect(logged.some((line) => line.includes('GET /race sent again'))).toBe(true);
  });

  it('sends a request with a body on a new connection, which the runtime never drops before its first request', async () => {
    await fetch(new URL('/race', front.url));
    const post = await fetch(new URL('/race', front.url), { method: 'POST', body: 'x' });
    expect(post.status).toBe(200);
    expect(await post.text()).toBe(`POST /race ${front.url.host}`);
  });
});
