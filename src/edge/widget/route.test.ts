import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../index';
import { HOSTILE_NAME, HOSTILE_TITLE, seedEmbedFixture } from './embed-fixture';

async function get(url: string): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await app.request(url, {}, env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', htmlEntities: true });
interface Svg {
  svg: {
    role: string;
    'aria-labelledby': string;
    title: { '#text': string };
    desc?: { '#text': string };
    rect: { fill: string }[];
  };
}
const svgOf = (body: string) => parser.parse(body) as Svg;

/** What a visitor's browser sees of the widget's document: text, links, scripts. */
async function readWidget(response: Response) {
  const seen = {
    scripts: 0,
    links: [] as { href: string; target: string | null; rel: string | null }[],
    text: '',
  };
  await new HTMLRewriter()
    .on('script', {
      element() {
        seen.scripts += 1;
      },
    })
    .on('a', {
      element(element) {
        seen.links.push({
          href: element.getAttribute('href') ?? '',
          target: element.getAttribute('target'),
          rel: element.getAttribute('rel'),
        });
      },
    })
    .on('li, h1, p', {
      text(chunk) {
        seen.text += chunk.text;
      },
    })
    .transform(response)
    .text();
  return {
    ...seen,
    text: decodeEntities(seen.text),
    items: seen.links.filter((l) => l.href.includes('/reference/')).length,
  };
}
const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

beforeAll(() => seedEmbedFixture(env.DB));

describe('GET /widget/{member}/badge.svg', () => {
  it('answers an accessible SVG image, a few KB, cacheable at the edge, embeddable by any site, without cookies', async () => {
    const response = await get('/widget/acme/badge.svg?lang=en-GB');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toMatch(/public.*s-maxage=\d+.*stale-while-revalidate=\d+/);
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('etag')).toBeTruthy();
    const body = await response.text();
    expect(new TextEncoder().encode(body).length).toBeLessThan(4096);
    expect(XMLValidator.validate(body)).toBe(true);
    const { svg } = svgOf(body);
    expect(svg.role).toBe('img');
    expect(svg['aria-labelledby']).toBe('badge-title badge-desc');
    expect(svg.title['#text']).toBe('Acme on Trustboard');
    expect(svg.desc?.['#text']).toBe(
      'Rated 4.2 out of 5. 3 authenticated reviews. No. 1 this year in Tech and product',
    );
  });

  it('speaks the requested language with its plural and number rules, and falls back to fr-FR', async () => {
    const fr = svgOf(await (await get('/widget/acme/badge.svg?lang=fr-FR')).text());
    expect(fr.svg.desc?.['#text']).toBe(
      'Note de 4,2 sur 5. 3 avis authentifiés. N° 1 cette année en Tech et produit',
    );
    const de = svgOf(await (await get('/widget/acme/badge.svg?lang=de')).text());
    expect(de.svg.desc?.['#text']).toContain('3 verifizierte Bewertungen');
    const one = svgOf(await (await get('/widget/evil/badge.svg?lang=en-GB')).text());
    expect(one.svg.desc?.['#text']).toContain('1 authenticated review.');
    const unknown = svgOf(await (await get('/widget/acme/badge.svg?lang=xx-YY')).text());
    expect(unknown.svg.title['#text']).toBe('Acme sur Trustboard');
  });

  it('draws the dark theme on a dark background and scales with size', async () => {
    const dark = await (await get('/widget/acme/badge.svg?theme=dark&size=large')).text();
    const light = await (await get('/widget/acme/badge.svg?theme=nope&size=%3Cx%3E')).text();
    expect(svgOf(dark).svg.rect[0]?.fill).toBe('#1c1917');
    expect(svgOf(light).svg.rect[0]?.fill).toBe('#ffffff');
    expect(parser.parse(dark).svg.width).toBe('320');
    expect(parser.parse(light).svg.width).toBe('240');
  });

  it('escapes a hostile member name: the image stays well-formed and shows the name as text', async () => {
    const body = await (await get('/widget/evil/badge.svg')).text();
    expect(XMLValidator.validate(body)).toBe(true);
    expect(svgOf(body).svg.title['#text']).toBe(`${HOSTILE_NAME} sur Trustboard`);
  });

  it('answers a neutral image: 410 for a removed member, 404 for an unknown or malformed one', async () => {
    for (const [path, status] of [
      ['/widget/gone/badge.svg', 410],
      ['/widget/nobody/badge.svg', 404],
      ['/widget/%3Cscript%3E/badge.svg?lang=en-GB', 404],
      [`/widget/${'a'.repeat(300)}/badge.svg`, 404],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      const { svg } = svgOf(await response.text());
      expect(svg.role).toBe('img');
      expect(svg.title['#text']).not.toContain('Gone');
    }
  });
});

describe('GET /widget/{member}/reviews', () => {
  it('is a framable document of its own: CSP with frame-ancestors *, no script, no cookie', async () => {
    const response = await get('/widget/acme/reviews?lang=en-GB');
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('frame-ancestors *');
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("default-src 'none'");
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const seen = await readWidget(response);
    expect(seen.scripts).toBe(0);
    expect(seen.items).toBe(3);
    for (const link of seen.links) {
      expect(link.href).toMatch(/^http:\/\/localhost\/en-GB\/profil\/acme/);
      expect(link.target).toBe('_blank');
      expect(link.rel).toContain('noopener');
    }
  });

  it('bounds count to 1..10 and reads anything else as 3', async () => {
    expect((await readWidget(await get('/widget/acme/reviews?count=1'))).items).toBe(1);
    expect((await readWidget(await get('/widget/acme/reviews?count=-4'))).items).toBe(1);
    expect((await readWidget(await get('/widget/acme/reviews?count=2'))).items).toBe(2);
    expect((await readWidget(await get('/widget/acme/reviews?count=99999999999'))).items).toBe(3);
    expect((await readWidget(await get('/widget/acme/reviews?count=1e3'))).items).toBe(3);
  });

  it('shows hostile review text as text', async () => {
    const seen = await readWidget(await get('/widget/evil/reviews'));
    expect(seen.scripts).toBe(0);
    expect(seen.text).toContain(HOSTILE_TITLE);
  });

  it('answers 410 for a removed member and 404 for an unknown one, still framable', async () => {
    const gone = await get('/widget/gone/reviews');
    expect(gone.status).toBe(410);
    expect(gone.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect((await get('/widget/nobody/reviews')).status).toBe(404);
    expect((await get('/widget/%00/reviews')).status).toBe(404);
  });
});
