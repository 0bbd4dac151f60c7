import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedEmbedFixture } from '../../edge/widget/embed-fixture';
import { app } from '../../index';

async function get(url: string): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await app.request(url, { redirect: 'manual' }, env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** The compared members' column headings and the page's robots meta, as a browser reads them. */
async function read(response: Response) {
  const seen = { headings: [] as string[], robots: '', rows: [] as string[] };
  let heading = '';
  await new HTMLRewriter()
    .on('meta[name="robots"]', {
      element(element) {
        seen.robots = element.getAttribute('content') ?? '';
      },
    })
    .on('thead th h2 a', {
      text(chunk) {
        heading += chunk.text;
        if (chunk.lastInTextNode) {
          seen.headings.push(heading);
          heading = '';
        }
      },
    })
    .on('tbody th[scope="row"]', {
      text(chunk) {
        if (chunk.text.trim()) seen.rows.push(chunk.text.trim());
      },
    })
    .transform(response)
    .text();
  return seen;
}

beforeAll(() => seedEmbedFixture(env.DB));

describe('/membres/compare', () => {
  it('compares the members of a canonical address, noindex, every criterion as a row', async () => {
    const response = await get('/en-GB/membres/compare?ids=acme,beta,evil');
    expect(response.status).toBe(200);
    const page = await read(response);
    expect(page.robots).toContain('noindex');
    expect(page.headings).toEqual(['Acme', 'Beta', expect.stringContaining('alert(') as unknown as string]);
    expect(page.rows).toEqual([
      'Average rating',
      'Authenticated reviews',
      'Rating by quality',
      'Services',
      'Sectors served',
      'Cities',
      'Points this year',
      'Rank in its category',
      'Latest review',
    ]);
  });

  it('redirects other orders, cases and repeats to the canonical address', async () => {
    const response = await get('/membres/compare?ids=Beta,acme,beta&utm=x');
    expect(response.status).toBe(301);
    const target = new URL(response.headers.get('location') ?? '', 'http://localhost');
    expect(target.pathname).toBe('/membres/compare');
    expect(target.searchParams.get('ids')).toBe('acme,beta');
    expect(target.searchParams.get('utm')).toBe('x');
  });

  it("answers the spec's 404 to invalid selections, never a 500", async () => {
    for (const query of [
      '',
      '?ids=',
      '?ids=acme',
      '?ids=acme,acme',
      '?ids=acme,nobody',
      '?ids=acme,%3Cscript%3E',
      '?ids=a,b,c,d,e',
      `?ids=acme,${'b'.repeat(500)}`,
      '?ids=acme&ids=beta',
    ]) {
      const response = await get(`/membres/compare${query}`);
      expect(response.status, query).toBe(404);
    }
  });
});
