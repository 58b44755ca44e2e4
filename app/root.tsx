import criticalStyles from "~/styles/critical.css";
import deferredStyles from "~/styles/deferred.css";
import { MantineClasses, MantineProvider } from "~/ui/mantine/MantineProvider";
import { createTheme } from "~/ui/mantine/createTheme";
import { mantineHtmlProps } from "~/ui/mantine/mantineHtmlProps";
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, isRouteErrorResponse } from "@remix-run/react";
import { type ReactNode } from "react";
import type { CSSVariablesResolver } from "@mantine/core";
import { DEFAULT_LANG, type Lang } from "~/i18n/config";
import { I18nProvider } from "~/i18n/react";
import { MANTINE_RED, shadesOf, withReadablePrimary } from "~/lib/colors";
import { DEFAULT_SETTINGS } from "~/lib/layout-settings";
import { rootLoader } from "~/root.server";
import { useNonce } from "~/ui/nonce";
import { PaintAfterParse } from "~/ui/PaintAfterParse";
import { ThemeVariables } from "~/ui/ThemeVariables";
import { BoundedMemo } from "~/lib/bounded-memo";
import { ErrorPage } from "~/ui/ErrorPage";
import { DeferredStyles } from "~/ui/DeferredStyles";
import { useRootData } from "~/ui/root-data";
import { useMarkHydrated } from "~/ui/use-hydrated";
import { useDiscoverOnIntent } from "~/ui/links";

/** A preload fetched after what the first paint needs; spelled lowercase, the one spelling React 18 passes through. */
const LOW_PRIORITY = { fetchpriority: "low" } as Record<string, string>;

export const links: LinksFunction = () => [
  // One render-blocking sheet; the styles of what only JavaScript draws arrive alongside without blocking (issue 13).
  { rel: "stylesheet", href: criticalStyles },
  // On a slow link this sheet must not share the bandwidth with the render-blocking one: it applies after hydration.
  { rel: "preload", as: "style", href: deferredStyles, ...LOW_PRIORITY },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// The loader's code is in a .server module: the page then reaches one empty module for it, not one per server module.
export const loader = rootLoader;

/** Page titles come from the root's strings: "<page> - <system name>". */
export const meta: MetaFunction<typeof loader> = ({ data }) => {
  return [{ title: data?.branding.systemName ?? data?.appTitle ?? "AED" }];
};

/** Mantine's "dimmed" text (grey 6, 3.3:1 on white) drawn in grey 7, which reads at AA on white and the page grey. */
const readableDimmedText: CSSVariablesResolver = () => ({ variables: {}, light: { "--mantine-color-dimmed": "var(--mantine-color-gray-7)" }, dark: {} });

/** The platform fonts, Latin first: what English pages draw with. */
const LATIN_FIRST = "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Helvetica Neue', Helvetica, Arial, sans-serif";
/**
 * Chinese pages: the CJK families that draw Latin and Chinese alike first (Android's and Linux's Noto Sans CJK, its
 * Adobe twin), then the same platform fonts. With a Latin font first, every line of Chinese was split into runs whose
 * fonts were searched through the fallbacks: the device overview's first layout did 540 font lookups instead of 17
 * on the measuring host (issue 13). Mac and Windows without these fonts look as before.
 */
const CJK_FIRST = `'Noto Sans CJK SC', 'Noto Sans SC', 'Source Han Sans SC', ${LATIN_FIRST}`;

function themeOf(color: string, lang: Lang) {
  return createTheme({
    primaryColor: "brand",
    // Text colours at WCAG AA (issue 14): the chosen colour and the error red made readable where needed.
    colors: { brand: shadesOf(color), red: withReadablePrimary(MANTINE_RED) },
    defaultRadius: "sm",
    fontFamily: lang === "zh-CN" ? CJK_FIRST : LATIN_FIRST,
  });
}

/** One theme object per colour and language: ThemeVariables keeps each theme's CSS variables (the colour is any hex: bounded). */
const themes = new BoundedMemo<ReturnType<typeof themeOf>>(50);

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const nonce = useNonce();
  const lang: Lang = data?.lang ?? DEFAULT_LANG;
  const settings = data?.settings ?? DEFAULT_SETTINGS;
  const theme = themes.get(`${settings.color} ${lang}`, () => themeOf(settings.color, lang));
  useMarkHydrated();
  useDiscoverOnIntent();
  return (
    // The light scheme always: mantineHtmlProps writes it on <html>, so Mantine's ColorSchemeScript (which would set
    // the same attribute before hydration) is not needed, nor a scheme manager (app/ui/mantine/MantineProvider.tsx).
    // The provider draws no element: the styles it needs go in <head> (a <style> in <body> is not valid HTML), the
    // page in <body>.
    <MantineProvider theme={theme} cssVariablesResolver={readableDimmedText}>
      <html lang={lang} {...mantineHtmlProps} data-weak={settings.weak ? "true" : undefined}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <Meta />
          <Links />
          <PaintAfterParse />
          {data?.strings && <link rel="preload" href={data.strings} as="fetch" crossOrigin="anonymous" data-strings="" {...LOW_PRIORITY} />}
          <MantineClasses />
          <ThemeVariables theme={theme} />
        </head>
        <body>
          <DeferredStyles href={deferredStyles} />
          <I18nProvider lang={lang}>
            {children}
          </I18nProvider>
          {/* A box of their own (issue 13): once hydrated, Remix removes the ~60 modulepreload links, and its route
              discovery's MutationObserver searches each removal's parent for links: the whole page when it is <body>. */}
          <div className="page-scripts" hidden>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </div>
        </body>
      </html>
    </MantineProvider>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return <ErrorPage status={error.status} data={error.data} />;
  // On the server the error was logged once, with its request id (entry.server's handleError).
  if (typeof document !== "undefined") console.error(error);
  return <ErrorPage status={500} />;
}
