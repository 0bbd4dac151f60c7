import { createContext, type ReactNode, useContext } from 'react';
import { DEFAULT_LOCALE, type Locale } from './locales';
import { type Translate, translator } from './translate';

interface I18nValue {
  locale: Locale;
  t: Translate;
}

const I18nContext = createContext<I18nValue>({ locale: DEFAULT_LOCALE, t: translator(DEFAULT_LOCALE) });

/** Gives every server-rendered component the request's locale and `t`. */
export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <I18nContext.Provider value={{ locale, t: translator(locale) }}>{children}</I18nContext.Provider>;
}

/**
 * The request's locale and translate function inside a server component.
 * Islands receive their strings as props instead, so they ship no dictionary.
 * @example const { t } = useI18n(); t('common.skipToContent')
 */
export function useI18n(): I18nValue {
  return useContext(I18nContext);
}
