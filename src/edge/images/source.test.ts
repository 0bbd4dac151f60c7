import { describe, expect, it } from 'vitest';
import { checkImageSource } from './source';

const policy = { siteHosts: ['localhost', 'www.trustboard.test'], allowedHosts: ['cdn.storage.test'] };
const reason = (raw: string) => {
  const result = checkImageSource(raw, policy);
  return result.ok ? 'allowed' : result.reason;
};

describe('checkImageSource', () => {
  it('accepts /media/ paths as R2 keys', () => {
    expect(checkImageSource('/media/logos/acme.png', policy)).toEqual({
      ok: true,
      source: { kind: 'media', key: 'logos/acme.png' },
    });
  });

  it('reads same-site absolute urls from R2, never by fetch', () => {
    expect(checkImageSource('https://www.trustboard.test/media/covers/a.png', policy)).toEqual({
      ok: true,
      source: { kind: 'media', key: 'covers/a.png' },
    });
    expect(reason('http://localhost/api/graphql')).toMatch(/only \/media\//);
  });

  it('accepts an allowed host over https only, exact match', () => {
    const result = checkImageSource('https://cdn.storage.test/a/b.png?v=1', policy);
    expect(result.ok && result.source.kind === 'remote' && result.source.url.href).toBe(
      'https://cdn.storage.test/a/b.png?v=1',
    );
    expect(reason('http://cdn.storage.test/a.png')).toMatch(/https only/);
    expect(reason('https://evil.cdn.storage.test/a.png')).toMatch(/not allowed/);
    expect(reason('https://cdn.storage.test.evil.com/a.png')).toMatch(/not allowed/);
    expect(reason('https://cdn.storage.test:8443/a.png')).toMatch(/ports/);
  });

  it.each([
    'http://127.0.0.1/a.png',
    'http://10.0.0.1/a.png',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/a.png',
    'http://0.0.0.0/a.png',
    'http://2130706433/a.png',
    'http://0177.0.0.1/a.png',
    'http://0x7f000001/a.png',
    'http://0x7f.1/a.png',
    'http://[::ffff:169.254.169.254]/',
  ])('refuses the address %s', (raw) => {
    expect(reason(raw)).toMatch(/ip addresses|not allowed/);
  });

  it.each([
    ['https://cdn.storage.test@evil.com/a.png', /credentials/],
    ['https://user:pw@cdn.storage.test/a.png', /credentials/],
    ['https://%63dn.storage.test/a.png', /encoded host/],
    ['//evil.com/a.png', /protocol-relative/],
    ['/\\evil.com/a.png', /characters/],
    ['https:\\\\evil.com/a.png', /characters/],
    ['file:///etc/passwd', /http\(s\)/],
    ['data:image/png;base64,AAAA', /http\(s\)/],
    ['javascript:alert(1)', /http\(s\)/],
    ['ftp://cdn.storage.test/a.png', /http\(s\)/],
    ['/media/../secrets', /media key/],
    ['/media/%2e%2e/secrets', /media key/],
    ['/media/logos%2f..%2fx', /media key/],
    [`/media/${'x'.repeat(1025)}`, /media key/],
    ['/media/%E0%A4%A', /encoding/],
    ['/media/a b.png', /characters/],
    ['', /required/],
  ])('refuses %s', (raw, expected) => {
    expect(reason(raw)).toMatch(expected);
  });
});
