import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE_MAX_AGE, localeCookie } from './disclosure-behaviour';

describe('localeCookie', () => {
  it('keeps the choice 365 days on the whole site with SameSite=Lax', () => {
    expect(LOCALE_COOKIE_MAX_AGE).toBe(31_536_000);
    expect(localeCookie('en-GB', false)).toBe('locale=en-GB; Max-Age=31536000; Path=/; SameSite=Lax');
  });
  it('adds Secure on https', () => {
    expect(localeCookie('de-DE', true)).toMatch(/; Secure$/);
  });
});
