import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../app-env';
import { HttpError } from '../http/errors';
import { LOCALES } from '../i18n/locales';
import { translator } from '../i18n/translate';
import { localePath } from '../routing/link';
import { catalogueStatus, ErrorPage } from './error-page';
import { streamPage } from './render';
import { safeJson } from './safe-json';

const isApi = (c: Context<AppEnv>) => new URL(c.req.url).pathname.startsWith('/api/');

function ErrorEvent({
  nonce,
  status,
  message,
  page,
}: {
  nonce: string;
  status: number;
  message: string;
  page: string;
}) {
  const event = { event: 'Error', properties: { status, message, page } };
  const code = `(window.__analytics=window.__analytics||[]).push(${safeJson(event)});`;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: safeJson escapes every character that could end the script.
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: code }} />;
}

/**
 * Renders the error page of a status in the request's locale, inside the shell, with the 'Error'
 * analytics event queued on `window.__analytics`. Under /api it answers JSON instead.
 */
export async function renderError(
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  message: string,
): Promise<Response> {
  c.set('errorMessage', message);
  if (isApi(c)) return c.json({ data: null, errors: [{ message, status }] }, status);
  const locale = c.var.locale ?? 'fr-FR';
  const t = translator(locale);
  const url = new URL(c.req.url);
  const config = c.var.config;
  const brand = config?.BRAND_NAME ?? 'Trustboard';
  const title = t(`errors.${catalogueStatus(status)}.title`);
  const home = new URL(localePath(locale, '/'), url.origin).href;
  try {
    return await streamPage(c, {
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
          brandHome={config?.BRAND_SITE_URL ?? '/'}
          loginUrl={`${(config?.MEMBER_APP_URL ?? '').replace(/\/$/, '')}/app`}
        />
      ),
      scripts: <ErrorEvent nonce={c.var.nonce ?? ''} status={status} message={message} page={url.pathname} />,
    });
  } catch (error) {
    console.error(
      JSON.stringify({
        level: 'error',
        requestId: c.var.requestId,
        message: 'error page',
        error: String(error),
      }),
    );
    return c.text(title || 'An error occurred', status);
  }
}

/** A path that matches no route: the 404 page ('Page not found', non-fatal, not logged as error). */
export const handleNotFound: NotFoundHandler<AppEnv> = (c) => renderError(c, 404, 'Page not found');

/**
 * The one error path: HttpError renders its status; anything else is logged once and renders
 * the 500 page, never a stack trace.
 */
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof HttpError) return renderError(c, error.status, error.message);
  console.error(
    JSON.stringify({
      level: 'error',
      requestId: c.var.requestId,
      message: String(error),
      stack: (error as Error)?.stack,
    }),
  );
  return renderError(c, 500, 'An error occurred');
};
