import { isForeign, writtenIn } from '../i18n/content-language';
import { useI18n } from '../i18n/i18n-context';
import { fromLangCode, type LangCode } from '../i18n/locales';

/**
 * The `lang` attribute of an element holding content (review, article, testimony text) when its
 * language differs from the page's; nothing otherwise, so the element inherits the page's.
 * @example <p {...contentLang('en-GB', 'FR_FR')}> // lang="fr-FR"
 */
export function contentLang(locale: string, lang: LangCode | null | undefined): { lang?: string } {
  return isForeign(locale as never, lang) ? { lang: fromLangCode(lang) } : {};
}

/**
 * "Written in French" in the visitor's language beside content written in another language
 * than the page's; nothing when it is in the page's language.
 */
export function WrittenIn({
  lang,
  className = '',
}: {
  lang: LangCode | null | undefined;
  className?: string;
}) {
  const { t } = useI18n();
  const note = writtenIn(t, lang);
  if (!note) return null;
  return <p className={`text-xs italic text-muted ${className}`}>{note}</p>;
}
