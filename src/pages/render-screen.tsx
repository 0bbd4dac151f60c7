import type { Context } from 'hono';
import { EVERY_PAGE_TAG } from '../http/page-tags';
import { translator } from '../i18n/translate';
import { StructuredData } from '../render/document';
import { documentHead, loadLayout, renderPage } from '../render/render';
import type { ScreenContext } from '../render/screen';
import { safeRedirect } from '../routing/redirect';
import type { RouteName, RouteParams } from '../routing/route-table';
import { cachedOrRendered, keepCanonicalQueryOnly } from './page-cache';
import { SCREENS } from './screen-registry';

/**
 * Tags of a page's cached copies (src/pages/page-cache.ts): every page shows rankings (cards,
 * badges, leaderboards), and a member's profile pages also carry the member's own tag.
 * @example pageTags('profil-slug', { slug: 'acme' }) // ['rankings', 'member:acme']
 */
export function pageTags(name: RouteName, params: unknown): string[] {
  const slug = (params as { slug?: unknown } | undefined)?.slug;
  return name.startsWith('profil-') && typeof slug === 'string'
    ? [EVERY_PAGE_TAG, `member:${slug}`]
    : [EVERY_PAGE_TAG];
}

/**
 * Renders the screen of a named route, or answers it from the shared page cache for an anonymous
 * visitor: loads its module, runs its loader before rendering (a thrown HttpError becomes the
 * error page with its status), then renders head and body.
 */
export function renderScreen<N extends RouteName>(
  c: Context,
  name: N,
  params: RouteParams<N>,
): Promise<Response> {
  return cachedOrRendered(c, pageTags(name, params), () => renderFresh(c, name, params));
}

async function renderFresh<N extends RouteName>(
  c: Context,
  name: N,
  params: RouteParams<N>,
): Promise<Response> {
  const { screen } = await SCREENS[name]();
  const locale = c.get('locale');
  const ctx: ScreenContext<RouteParams<N>> = {
    c,
    params,
    locale,
    t: translator(locale),
    url: new URL(c.req.url),
  };
  // The shell's operations start with the screen's, so their D1 reads share round trips.
  void loadLayout(c, screen.layout);
  const data: Promise<unknown> = screen.load ? screen.load(ctx) : Promise.resolve(undefined);
  // Heard now: a lead that fails first leaves the load's failure unread.
  data.catch(() => undefined);
  const lead = screen.lead ? await screen.lead(ctx, data) : await data;
  const moved = screen.redirect?.(lead, ctx);
  if (moved) return safeRedirect(c, moved, 301);
  const head = documentHead(c, name, params, screen.head(ctx, lead));
  const Component = screen.Component;
  keepCanonicalQueryOnly(c, head.canonical);
  const body = (loaded: unknown) => (
    <>
      <Component data={loaded} params={params} url={ctx.url} />
      <StructuredData data={screen.jsonLd?.(ctx, loaded) ?? []} />
    </>
  );
  return renderPage(c, {
    status: screen.status?.(lead) ?? 200,
    locale,
    layout: screen.layout,
    head,
    // With a lead, the body may still be loading: the head and the shell leave first.
    body: screen.lead ? data.then(body) : body(lead),
  });
}
