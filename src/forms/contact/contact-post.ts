import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { sendContactMessage } from '../../graphql/resolvers/profile-contact';
import { LOCALES } from '../../i18n/locales';
import { renderScreen } from '../../render/render';
import { localePath } from '../../routing/link';
import { ROUTES } from '../../routing/route-table';
import { keptValues, rememberContactPost } from './contact-state';

/**
 * POST /profil/{slug} (every locale): the contact form without JavaScript. Runs the same flow as
 * the SendContactMessage mutation, then renders the profile again with the outcome, the errors
 * and the typed values (the idempotency key makes a resubmission harmless).
 */
export const contactPostRoutes = new Hono<AppEnv>();

for (const locale of LOCALES) {
  contactPostRoutes.post(localePath(locale, '/profil/:slug'), async function contactPost(c) {
    c.set('routeName', 'profil-slug');
    const params = ROUTES['profil-slug'].params.safeParse({ slug: c.req.param('slug') });
    if (!params.success) return c.notFound();
    let body: Record<string, unknown> = {};
    try {
      body = (await c.req.parseBody()) as Record<string, unknown>;
    } catch {
      // An unreadable body validates as an empty form: every required field reports itself.
    }
    const outcome = await sendContactMessage(
      c.env,
      { ...body, memberSlug: params.data.slug },
      { locale: c.var.locale, clientIp: c.req.header('cf-connecting-ip') ?? undefined },
    );
    rememberContactPost(c, { outcome, values: keptValues(body) });
    const response = await renderScreen(c, 'profil-slug', params.data);
    // The outcome page must never be cached or replayed from a shared cache.
    response.headers.set('Cache-Control', 'no-store');
    return response;
  });
}
