import net from 'node:net';

/** One request as a socket sees it (ms from the request's first byte sent). */
export interface Timing {
  status: number;
  firstByteMs: number;
  headMs: number;
  endMs: number;
  /** The server's own figures (`Server-Timing`: D1 so far when the head left, the simulated delay). */
  serverTiming: string;
}

/**
 * GET `path` on a fresh connection (a full miss unless `bypass: false`), timing the first byte,
 * the end of `</head>` and the close.
 * @example await timeRequest('127.0.0.1', 8787, '/en-GB')
 */
export function timeRequest(
  host: string,
  port: number,
  pathname: string,
  { bypass = true, timeoutMs = 30_000 }: { bypass?: boolean; timeoutMs?: number } = {},
): Promise<Timing> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port });
    let started = 0;
    let firstByteMs = -1;
    let headMs = -1;
    let received = '';
    const timer = setTimeout(
      () => socket.destroy(new Error(`${pathname}: no end after ${timeoutMs} ms`)),
      timeoutMs,
    );
    socket.setNoDelay(true);
    socket.on('connect', () => {
      started = performance.now();
      socket.write(
        `GET ${pathname} HTTP/1.1\r\nHost: ${host}:${port}\r\n${bypass ? 'x-bench-cache: bypass\r\n' : ''}Accept: text/html\r\nConnection: close\r\n\r\n`,
      );
    });
    socket.on('data', (chunk: Buffer) => {
      const now = performance.now() - started;
      if (firstByteMs < 0) firstByteMs = now;
      received += chunk.toString('latin1');
      if (headMs < 0 && received.includes('</head>')) headMs = now;
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const endMs = performance.now() - started;
      const [head = ''] = received.split('\r\n\r\n', 1);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      const serverTiming = head
        .split('\r\n')
        .filter((line) => /^server-timing:/i.test(line))
        .map((line) => line.slice(line.indexOf(':') + 1).trim())
        .join(', ');
      resolve({ status, firstByteMs, headMs: headMs < 0 ? endMs : headMs, endMs, serverTiming });
    });
  });
}
