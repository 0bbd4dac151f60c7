import { Hono } from 'hono';
import { keptValues, rememberContactPost } from '../contact/form-state';
import { validFormToken } from '../contact/form-token';
import { sendContactMessage } from '../contact/send';
import { CONTACT_FIELDS } from '../domain/contact';
import { limitBody } from '../http/body-limit';
import { HttpError } from '../http/errors';
import { LOCALES } from '../i18n/locales';
import { sameOrigin } from '../middleware/same-origin';
import { localePath } from '../routing/link';
import { ROUTES } from '../routing/route-table';
import { renderScreen } from './render-screen';

/**
 * The idempotency key of a no-JavaScript post: a digest of the member, every field of the form
 * and the sender's address, so one message sent twice has one key and two messages never share one.
 * @example await submissionKey({ memberSlug: 'acme', firstName: 'Alice', ... }, '203.0.113.7')
 */
export async function submissionKey(submission: Record<string, unknown>, clientIp = ''): Promise<string> {
  const fields = [submission.memberSlug, ...CONTACT_FIELDS.map((field) => submission[field]), clientIp];
  const text = JSON.stringify(fields.map((value) => (typeof value === 'string' ? value : null)));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`contact-form:${text}`));
  return `form-${[...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 48)}`;
}

/**
 * POST /profil/{slug} (every locale): the contact form without JavaScript. Runs the same flow as
 * the SendContactMessage mutation, then renders the profile again with the outcome, the errors
 * and the typed values (the key made from the post makes a resubmission harmless).
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
      if (!(await validFormToken(c.env, body.formToken)))
        throw new HttpError(403, 'The form expired or did not come from this site');
      // The page holds no key (it is the same for every visitor): the key is made from what was
      // sent, so sending the same form again (a reload, a double click) is one message.
      const submission = { ...body, memberSlug: params.data.slug };
      const outcome = await sendContactMessage(
        c.env,
        { ...submission, idempotencyKey: await submissionKey(submission, c.req.header('cf-connecting-ip')) },
        { locale: c.get('locale'), clientIp: c.req.header('cf-connecting-ip') ?? undefined },
      );
      rememberContactPost(c, { outcome, values: keptValues(body) });
      const response = await renderScreen(c, 'profil-slug', params.data);
      // The outcome page must never be cached or replayed from a shared cache.
      response.headers.set('Cache-Control', 'no-store');
      return response;
    },
  );
}
