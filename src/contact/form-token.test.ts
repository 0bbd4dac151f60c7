import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../config';
import { formToken, validFormToken } from './form-token';

const config = readConfig(env);

describe('formToken', () => {
  afterEach(() => vi.restoreAllMocks());

  it('signs once per second: the pages of one second share a token, the next second gets its own', async () => {
    const sign = vi.spyOn(crypto.subtle, 'sign');
    const second = 1_900_000_000_000;
    const first = await formToken(config, second + 10);
    expect(await formToken(config, second + 990)).toBe(first);
    expect(sign).toHaveBeenCalledTimes(1);
    const next = await formToken(config, second + 1000);
    expect(next).not.toBe(first);
    expect(sign).toHaveBeenCalledTimes(2);
    expect(await validFormToken(config, next, second + 2000)).toBe(true);
  });
});
