import { useI18n } from '../../i18n/i18n-context';
import { link } from '../../routing/link';

const VARIANTS = {
  /** The home hero: one white pill holding the field and the button. */
  hero: {
    form: 'flex w-full flex-col gap-2 rounded-3xl border border-line bg-white p-2 shadow-raised sm:flex-row sm:rounded-full',
    input:
      'min-w-0 flex-1 text-ellipsis rounded-full bg-transparent px-4 py-3 text-base text-ink placeholder:text-muted focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700/40',
  },
  /** The search page's header: a bordered field beside the button. */
  page: {
    form: 'mt-6 flex max-w-2xl gap-2',
    input:
      'min-w-0 flex-1 text-ellipsis rounded-full border border-line-strong bg-white px-5 py-3 text-base text-ink shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30',
  },
} as const;

/** The GET form to TrustSearch (works without JavaScript), on the home page and the search page. */
export function SearchForm({
  id,
  variant,
  defaultValue,
}: {
  id: string;
  variant: keyof typeof VARIANTS;
  /** The query being shown (search page); the home form starts empty and requires one. */
  defaultValue?: string;
}) {
  const { locale, t } = useI18n();
  const styles = VARIANTS[variant];
  return (
    // biome-ignore lint/a11y/useSemanticElements: role=search on the form itself; <search> is not announced by every screen reader yet
    <form
      method="get"
      action={link(locale, 'membres-search', { segments: [] })}
      role="search"
      className={styles.form}
    >
      <label htmlFor={id} className="sr-only">
        {t('marketplace.search.label')}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        required={defaultValue === undefined}
        defaultValue={defaultValue}
        maxLength={120}
        placeholder={t('marketplace.search.placeholder')}
        className={styles.input}
      />
      <button
        type="submit"
        className="rounded-full bg-brand-700 px-6 py-3 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {t('marketplace.search.submit')}
      </button>
    </form>
  );
}
