import i18next from "i18next";
import { useMemo, type ReactNode } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import type { Lang } from "./config";

/**
 * One i18next instance per language, built synchronously from the strings the root loader sent, so the
 * server render and the hydrated page translate identically and no extra request is made.
 */
export function I18nProvider({ lang, translations, children }: { lang: Lang; translations: Record<string, unknown>; children: ReactNode }) {
  const instance = useMemo(() => {
    const instance = i18next.createInstance();
    instance.use(initReactI18next).init({
      lng: lang,
      fallbackLng: false,
      // One language per page: no fallback chain to resolve on every t() call (a measurable share of a render).
      load: "currentOnly",
      supportedLngs: [lang],
      nonExplicitSupportedLngs: false,
      resources: { [lang]: { translation: translations } },
      initImmediate: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
    return instance;
  }, [lang, translations]);
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}
