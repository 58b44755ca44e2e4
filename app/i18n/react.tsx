import { createContext, useContext, useMemo, type ReactNode } from "react";
import { DEFAULT_LANG, type Lang } from "./config";
import { stringsFor } from "./strings";
import { createTranslator, type TFunction } from "./translate";

export interface I18n {
  t: TFunction;
  i18n: { language: Lang };
}

const I18nContext = createContext<I18n>({ t: createTranslator({}), i18n: { language: DEFAULT_LANG } });

/** The page's language and its translation function, for every component below (server and browser alike). */
export function I18nProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  const value = useMemo(() => ({ t: createTranslator(stringsFor(lang)), i18n: { language: lang } }), [lang]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** `const { t } = useTranslation()`, as with react-i18next, on the console's own translator. */
export function useTranslation(): I18n {
  return useContext(I18nContext);
}
