import { useI18n } from '../i18n/i18n-context';

/** Statuses with their own copy in the catalogue of spec section 8. */
export const CATALOGUE_STATUSES = [401, 403, 404, 405, 500, 502] as const;
export type CatalogueStatus = (typeof CATALOGUE_STATUSES)[number];

/** The catalogue entry used for any status: its own, else 404 for 4xx and 500 for the rest. */
export function catalogueStatus(status: number): CatalogueStatus {
  if ((CATALOGUE_STATUSES as readonly number[]).includes(status)) return status as CatalogueStatus;
  return status >= 400 && status < 500 ? 404 : 500;
}

/**
 * The error page body (spec section 8): status code, title, message and the action button:
 * 401/403 go back to the member app's login page when one is configured, the others (and those
 * without a member app) to the product's home in the page's locale.
 */
export function ErrorPage({
  status,
  home,
  loginUrl,
}: {
  status: number;
  home: string;
  loginUrl: string | null;
}) {
  const { t } = useI18n();
  const entry = catalogueStatus(status);
  const login = (entry === 401 || entry === 403) && loginUrl !== null;
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
      data-testid="error-page"
    >
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
        {t('errors.status', { status })}
      </p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{t(`errors.${entry}.title`)}</h1>
      <p className="mt-4 text-base text-slate-600">{t(`errors.${entry}.message`)}</p>
      <a
        href={login && loginUrl ? loginUrl : home}
        className="mt-8 inline-flex items-center justify-center rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {t(`errors.${login ? entry : 404}.action`)}
      </a>
    </section>
  );
}
