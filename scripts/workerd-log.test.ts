import { describe, expect, it } from 'vitest';
import { clientLeft } from './workerd-log';

const write =
  'kj::getCaughtExceptionAsKj() = kj/async-io-unix.c++:186: disconnected: ::write(fd, buffer.begin(), buffer.size())';

describe('clientLeft', () => {
  it('knows a write to a client that closed or aborted its connection', () => {
    expect(clientLeft(`${write}: Broken pipe\nstack: workerd@51faac1`)).toBe(true);
    expect(clientLeft(`${write}: Connection reset by peer\nstack: workerd@51faac1`)).toBe(true);
  });
  it('keeps every other runtime error', () => {
    expect(clientLeft(`${write}: No space left on device`)).toBe(false);
    expect(clientLeft('Uncaught TypeError: Broken pipe is not a function')).toBe(false);
    expect(clientLeft('disconnected: read(): Connection reset by peer')).toBe(false);
  });
});
