import { Hono } from 'hono';
import { keptValues, rememberContactPost } from '../contact/form-state';
import { validFormToken } from '../contact/form-token';
import { formSubmission } from '../contact/submission';
import { query } from '../graphql/client';
import { limitBody } from '../http/body-limit';
import { HttpError } from '../http/errors';
import { LOCALES } from '../i18n/locales';
import { sameOrigin } from '../middleware/same-origin';
import { localePath } from '../routing/link';
import { ROUTES } from '../routing/route-table';
import { renderScreen } from './render-screen';

/**
 * POST /profil/{slug} (every locale): the contact form without JavaScript. Sends it through the
 * SendContactMessage mutation, as the island does, then renders the profile again with the
 * outcome, the errors and the typed values (the key made from the post makes a resubmission
 * harmless).
 */
export const contactPostRoutes = new Hono<{ Bindings: Env }>();

/** Largest form post: the contact fields (a 5,000-character message) with room to spare. */
export const MAX_FORM_BYTES = 64 * 1024;

for (const locale of LOCALES) {
  contactPostRoutes.post(
    localePath(locale, '/profil/:slug'),
    // Another site's page cannot make a visitor's browser post this form.
    sameOrigin(() => {
      throw new HttpError(403, 'Cross-site form post refused');
    }),
    limitBody({
      maxSize: MAX_FORM_BYTES,
      onError: () => {
        throw new HttpError(413, 'Form post larger than 64 KB');
      },
    }),
    async function contactPost(c) {
      c.set('routeName', 'profil-slug');
      const params = ROUTES['profil-slug'].params.safeParse({ slug: c.req.param('slug') });
      if (!params.success) return c.notFound();
      let body: Record<string, unknown> = {};
      try {
        body = (await c.req.parseBody()) as Record<string, unknown>;
      } catch {
        // An unreadable body validates as an empty form: every required field reports itself.
      }
      // The form carries a token this site signed when it rendered the form.
      if (!(await validFormToken(c.get('config'), body.formToken)))
        throw new HttpError(403, 'The form expired or did not come from this site');
      const input = await formSubmission(body, params.data.slug, c.req.header('cf-connecting-ip'));
      const { sendContactMessage: outcome } = await query(c, 'SendContactMessage', { input });
      rememberContactPost(c, { outcome, values: keptValues(body) });
      const response = await renderScreen(c, 'profil-slug', params.data);
      // The outcome page must never be cached or replayed from a shared cache.
      response.headers.set('Cache-Control', 'no-store');
      return response;
    },
  );
}
