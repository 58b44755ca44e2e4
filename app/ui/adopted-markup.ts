import { useEffect, useState } from "react";
import { hasHydrated } from "./use-hydrated";

/**
 * The inside of an element React takes over from the server's page as it stands, instead of hydrating it element by
 * element: for a part that is only links and native disclosures, the same on every page (the side menu: ~40 % of a
 * console page's elements, ~15 % of its hydration; issue 35).
 *
 * Returns the element's `dangerouslySetInnerHTML` while it is the part the server drew (hydrating, same `version`);
 * React neither walks nor touches markup given that way while the string stays the same. Returns undefined in the
 * server render, when the element is first drawn after hydration (a client-side navigation), and from the first
 * render whose `version` differs (e.g. a new language): React then draws the children itself, for good. What else
 * changes while the markup is adopted (which link is current) is the caller's to write to the DOM.
 */
export function useAdoptedMarkup(id: string, version: string): { __html: string } | undefined {
  const [adopted] = useState(() => {
    if (typeof document === "undefined" || hasHydrated()) return null;
    const element = document.getElementById(id);
    return element ? { version, html: { __html: element.innerHTML } } : null;
  });
  const [replaced, setReplaced] = useState(false);
  const current = adopted !== null && !replaced && adopted.version === version;
  useEffect(() => {
    // Once React has drawn the children, going back to the first version must not hand the element to markup again.
    if (adopted && !current && !replaced) setReplaced(true);
  }, [adopted, current, replaced]);
  return current ? adopted.html : undefined;
}
