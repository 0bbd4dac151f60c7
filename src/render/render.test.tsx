import { Hono } from 'hono';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../config';
import type { DocumentHead } from './document';
import { renderPage } from './render';

const head: DocumentHead = {
  title: 'Streamed | Trustboard',
  description: 'A page whose body comes late',
  canonical: 'http://localhost/en-GB/streamed',
  alternates: [],
  ogType: 'website',
  siteName: 'Trustboard',
  jsonLd: [],
  noindex: true,
};

/** An app whose one page renders `body` (ready, or a promise) in the bare layout. */
function appOf(body: () => ReactNode | Promise<ReactNode>, seen: { skipped?: boolean } = {}) {
  const app = new Hono();
  app.get('/', async (c) => {
    c.set('config', readConfig({}));
    c.set('locale', 'en-GB');
    c.set('requestId', 'test');
    const response = await renderPage(c, {
      status: 200,
      locale: 'en-GB',
      layout: 'bare',
      head,
      body: body(),
    });
    void c.get('bodySent')?.then(() => {
      seen.skipped = c.get('pageCacheSkipped') === true;
    });
    return response;
  });
  return app;
}

const decoder = new TextDecoder();

afterEach(() => vi.restoreAllMocks());

describe('renderPage', () => {
  it('sends the head and the shell before a body that is still loading, then the body in place', async () => {
    let release: (node: ReactNode) => void = () => undefined;
    const body = new Promise<ReactNode>((resolve) => (release = resolve));
    const response = await appOf(() => body).request('/');
    const reader = response.body!.getReader();
    const first = decoder.decode((await reader.read()).value);
    expect(first).toMatch(/^<!DOCTYPE html><html lang="en-GB"><head>/);
    expect(first).toContain('<title>Streamed | Trustboard</title>');
    expect(first).toContain('</head>');
    expect(first).not.toContain('late words');
    release(<p>late words</p>);
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += decoder.decode(chunk.value);
    expect(rest).toMatch(/^<p>late words<\/p><\/main>/);
    expect(rest).toMatch(/<\/html>$/);
    // The same bytes as the page rendered with its body ready: nothing placed by a script.
    const whole = await (await appOf(() => <p>late words</p>).request('/')).text();
    expect(first + rest).toBe(whole);
  });

  it('puts a notice in place of a body that fails after the head has gone, and keeps the page out of the cache', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen: { skipped?: boolean } = {};
    const response = await appOf(() => Promise.reject(new Error('D1 went away')), seen).request('/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('This part of the page could not be loaded.');
    expect(html).toMatch(/<\/html>$/);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen.skipped).toBe(true);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('D1 went away'));
  });

  it('sends a page whose body is ready as one string', async () => {
    const response = await appOf(() => <p>ready</p>).request('/');
    const reader = response.body!.getReader();
    const first = decoder.decode((await reader.read()).value);
    expect(first).toContain('<p>ready</p>');
    expect(first).toMatch(/<\/html>$/);
  });
});
