import { Form as RemixForm, Link as RemixLink, NavLink as RemixNavLink, type FormProps, type LinkProps, type NavLinkProps } from "@remix-run/react";
import { forwardRef, useEffect } from "react";

/*
 * Remix's <Link>, <NavLink> and <Form>, whose route is discovered when they are about to be followed, not when they
 * are drawn (`discover="none"` by default; ADR 070). Drawn with Remix's default, every page asked the server for the
 * routes of all its links once hydrated (`/__manifest`), and patching them into the router re-rendered the whole
 * page: ~18 ms of main thread at 1× on the device list, after every load and every navigation. useDiscoverOnIntent
 * asks for a link's route when the pointer or the focus reaches it, before the click.
 */

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ discover = "none", ...props }, ref) {
  return <RemixLink ref={ref} discover={discover} {...props} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ discover = "none", ...props }, ref) {
  return <RemixNavLink ref={ref} discover={discover} {...props} />;
});

export const Form = forwardRef<HTMLFormElement, FormProps>(function Form({ discover = "none", ...props }, ref) {
  return <RemixForm ref={ref} discover={discover} {...props} />;
});

/** What shows that a link is about to be followed: the pointer over it, the focus on it, a finger on it. */
const INTENT_EVENTS = ["pointerover", "focusin", "touchstart"] as const;

/**
 * Called once by the root: marks a same-document link the user shows intent for (pointer, focus, touch) as Remix's
 * rendered-discovery links are marked (`data-discover`); Remix's observer of those marks then asks the server for its
 * route (~100 ms later), so the click usually finds it known. Plain anchors (the side menu's) are marked alike.
 */
export function useDiscoverOnIntent() {
  useEffect(() => {
    const mark = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("data-discover")) return;
      if (link.origin !== window.location.origin || link.target || link.hasAttribute("download")) return;
      link.setAttribute("data-discover", "true");
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, mark, { capture: true, passive: true });
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, mark, { capture: true });
    };
  }, []);
}
