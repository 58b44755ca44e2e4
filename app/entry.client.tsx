import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { normalizeLang } from "~/i18n/config";
import { provideStrings } from "~/i18n/strings";

/**
 * The page's strings come from their own cached file (preloaded by the document's head) before React hydrates,
 * so the first render in the browser reads what the server rendered. Without them the page is not hydrated:
 * it stays the server's HTML, which works as it does without JavaScript.
 */
async function loadStrings(): Promise<boolean> {
  const href = document.querySelector<HTMLLinkElement>("link[data-strings]")?.href;
  if (!href) return false;
  try {
    const response = await fetch(href);
    if (!response.ok) return false;
    provideStrings(normalizeLang(document.documentElement.lang), await response.json());
    return true;
  } catch {
    return false;
  }
}

void loadStrings().then((loaded) => {
  if (!loaded) return;
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
});
