import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HttpError } from '../http/errors';
import { LOCALES } from '../i18n/locales';
import { translator } from '../i18n/translate';
import { memberAppUrl } from '../routing/content-link';
import { localePath } from '../routing/link';
import { ERROR_EVENT_SCRIPT } from '../ui/inline-scripts';
import { catalogueStatus, ErrorPage } from './error-page';
import { renderPage } from './render';
import { languagesToHome } from './shell-data';

/** Longest part of the request an error page quotes. */
const MAX_QUOTED = 200;

const isApi = (c: Context) => new URL(c.req.url).pathname.startsWith('/api/');

function ErrorEvent({ status, message, page }: { status: number; message: string; page: string }) {
  const event = { event: 'Error', properties: { status, message, page } };
  // The event travels as data: the script's text is fixed, so its hash is in the CSP.
  return (
    <script
      data-event={JSON.stringify(event)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: fixed text, hashed into the CSP at build time.
      dangerouslySetInnerHTML={{ __html: ERROR_EVENT_SCRIPT }}
    />
  );
}

/**
 * Renders the error page of a status in the request's locale, inside the shell, with the 'Error'
 * analytics event queued on `window.__analytics`. Under /api it answers JSON instead. With
 * `samePage`, the page names no path (the event's page is the locale's home), so one rendering
 * serves every request of that locale and host.
 */
export async function renderError(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  { samePage = false }: { samePage?: boolean } = {},
): Promise<Response> {
  c.set('errorMessage', message);
  if (isApi(c))
    return c.json({ data: null, errors: [{ message: message.slice(0, MAX_QUOTED), status }] }, status);
  languagesToHome(c);
  const locale = c.get('locale') ?? 'fr-FR';
  const t = translator(locale);
  const url = new URL(c.req.url);
  const config = c.get('config');
  const brand = config?.BRAND_NAME ?? 'Trustboard';
  const title = t(`errors.${catalogueStatus(status)}.title`);
  const home = new URL(localePath(locale, '/'), url.origin).href;
  try {
    return await renderPage(c, {
      status,
      locale,
      layout: 'marketplace',
      head: {
        title: `${title} | ${brand}`,
        description: title,
        canonical: home,
        alternates: LOCALES.map((code) => ({
          hrefLang: code,
          href: new URL(localePath(code, '/'), url.origin).href,
        })),
        ogType: 'website',
        siteName: brand,
        jsonLd: [],
        // Error pages are never worth indexing, whatever the host.
        noindex: true,
      },
      body: (
        <ErrorPage
          status={status}
          home={localePath(locale, '/')}
          loginUrl={config ? memberAppUrl(config) : null}
        />
      ),
      // The one place the failed path appears, cut short: a long path never buys a long answer.
      scripts: (
        <ErrorEvent
          status={status}
          message={message.split(url.pathname).join('').trim().slice(0, MAX_QUOTED)}
          page={samePage ? localePath(locale, '/') : url.pathname.slice(0, MAX_QUOTED)}
        />
      ),
    });
  } catch (error) {
    console.error(
      JSON.stringify({
        level: 'error',
        requestId: c.get('requestId'),
        message: 'error page',
        error: String(error),
      }),
    );
    return c.text(title || 'An error occurred', status);
  }
}

/**
 * A request no route answers: the 404 page ('Page not found', non-fatal, not logged as error)
 * when no route has its path; when one has, with other methods, 405 with `Allow` (the error
 * page, or JSON under /api), and OPTIONS answers 204 with `Allow`. `allowed` lists the methods
 * of a path (see `allowedMethods`).
 * @example app.notFound(notFoundHandler(allowedMethods(() => app.routes)))
 */
export function notFoundHandler(allowed: (path: string) => string[] = () => []): NotFoundHandler {
  return async function notFound(c) {
    const method = c.req.method;
    const methods = allowed(c.req.path);
    if (methods.length === 0) return renderError(c, 404, 'Page not found');
    const allow = methods.join(', ');
    if (method === 'OPTIONS') return c.body(null, 204, { Allow: allow, 'Cache-Control': 'no-store' });
    // A route has the path with this very method, and found nothing there.
    if (methods.includes(method)) return renderError(c, 404, 'Page not found');
    c.header('Allow', allow);
    const response = await renderError(c, 405, `Method ${method.slice(0, 20)} not allowed`);
    response.headers.set('Allow', allow);
    // A 405 is cacheable by default (RFC 9110): this one says nothing worth keeping.
    response.headers.set('Cache-Control', 'no-store');
    return response;
  };
}

/** What a visitor refused for overload or busy storage is told: try again in this many seconds. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Errors of the platform's storage (D1, KV, R2, the Cache API) that say it is busy or was
 * reset, not that the request or the code is wrong: the messages the platform documents as
 * worth a retry, and a local store that fell behind under a flood (an internal 500).
 */
const TRANSIENT = [
  'Network connection lost',
  'D1 DB is overloaded',
  'storage operation exceeded timeout',
  'object to be reset',
  'Durable Object reset',
  'Internal error',
  'internal error',
  'Too many requests',
  'KV GET failed: 5',
  'KV PUT failed: 5',
  'overloaded',
];

/** Whether `error` is a storage binding saying it is busy (answered 503, not 500). */
export function isTransientPlatformError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return TRANSIENT.some((part) => message.includes(part));
}

/**
 * The one error path: HttpError renders its status; a storage binding that is busy (see
 * {@link isTransientPlatformError}) the 503 page with Retry-After; anything else is logged once and
 * renders the 500 page, never a stack trace.
 */
export const handleError: ErrorHandler = async (error, c) => {
  if (error instanceof HttpError) return renderError(c, error.status, error.message);
  if (isTransientPlatformError(error)) {
    console.error(
      JSON.stringify({
        level: 'warn',
        requestId: c.get('requestId'),
        message: 'storage busy',
        error: String(error).slice(0, MAX_QUOTED),
      }),
    );
    // The shell's data comes from the same storage: the page is shown without it.
    c.set('layoutData', Promise.resolve(null));
    const response = await renderError(c, 503, 'Service busy');
    response.headers.set('Retry-After', String(RETRY_AFTER_SECONDS));
    response.headers.set('Cache-Control', 'no-store');
    return response;
  }
  console.error(
    JSON.stringify({
      level: 'error',
      requestId: c.get('requestId'),
      message: String(error),
      stack: (error as Error)?.stack,
    }),
  );
  return renderError(c, 500, 'An error occurred');
};
