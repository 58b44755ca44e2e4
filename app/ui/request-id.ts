import { createContext, useContext, useState } from "react";

/** The request's id (issue 37), set by the server's render; null in the browser, where the page's HTML carries it. */
export const RequestIdContext = createContext<string | null>(null);

/**
 * The id of the request whose page shows an error: on the server the request's own; while the browser hydrates that
 * page, the id its HTML shows (so both render the same). An error met later in the browser has none to show.
 */
export function useRequestId(): string | null {
  const fromServer = useContext(RequestIdContext);
  const [id] = useState(() => {
    if (fromServer || typeof document === "undefined" || document.documentElement.dataset.hydrated) return fromServer;
    return document.querySelector("[data-request-id]")?.getAttribute("data-request-id") ?? null;
  });
  return id;
}
