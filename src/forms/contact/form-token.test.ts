import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filledFormFields, formToken, validFormToken } from './form-token';

const bytes = (html: string) => new TextEncoder().encode(html).buffer as ArrayBuffer;
const text = (filled: Uint8Array | undefined) => new TextDecoder().decode(filled);
const valuesOf = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`name="${name}" value="([^"]*)"`, 'g'))].map((match) => match[1]);

describe('filledFormFields', () => {
  it('fills every empty key and token of a stored page, after text in any alphabet, and nothing else', async () => {
    const page = [
      '<p>Zürich — café «naïve» 東京</p>',
      '<form><input type="hidden" name="idempotencyKey"/>',
      '<input type="hidden" name="formToken"/><input name="email" value=""/></form>',
      '<form><input type="hidden" name="idempotencyKey"/>',
      '<input type="hidden" name="formToken"/></form><p>fin ✓</p>',
    ].join('');
    const body = bytes(page);
    const html = text(await filledFormFields(env, body));
    const keys = valuesOf(html, 'idempotencyKey');
    const tokens = valuesOf(html, 'formToken');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[0]).not.toBe(keys[1]);
    expect(tokens).toHaveLength(2);
    for (const token of tokens) expect(await validFormToken(env, token)).toBe(true);
    expect(html.replace(/(name="(?:idempotencyKey|formToken)") value="[^"]*" /g, '$1')).toBe(page);
    // The stored bytes are left as they were, for the next visitor.
    expect(new TextDecoder().decode(body)).toBe(page);
    // A second visitor of the same bytes gets values of their own.
    expect(valuesOf(text(await filledFormFields(env, body)), 'idempotencyKey')[0]).not.toBe(keys[0]);
  });

  it('leaves a page without an empty field to the rewriter', async () => {
    expect(await filledFormFields(env, bytes('<p>no form</p>'))).toBeUndefined();
    const set = '<form><input type="hidden" name="idempotencyKey" value="kept"/></form>';
    expect(await filledFormFields(env, bytes(set))).toBeUndefined();
  });
});

describe('formToken', () => {
  afterEach(() => vi.restoreAllMocks());

  it('signs once per second: the pages of one second share a token, the next second gets its own', async () => {
    const sign = vi.spyOn(crypto.subtle, 'sign');
    const second = 1_900_000_000_000;
    const first = await formToken(env, second + 10);
    expect(await formToken(env, second + 990)).toBe(first);
    expect(sign).toHaveBeenCalledTimes(1);
    const next = await formToken(env, second + 1000);
    expect(next).not.toBe(first);
    expect(sign).toHaveBeenCalledTimes(2);
    expect(await validFormToken(env, next, second + 2000)).toBe(true);
  });
});
