import { useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef } from "react";

interface RouterState {
  navigation: { state: string };
  revalidation: string;
}
interface Router {
  state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
}

/**
 * The router Remix puts on the window. Its state is read here rather than useNavigation()'s: React commits router
 * changes in a transition, so a component can still read "idle" while the router already loads a redirect's data.
 */
const currentRouter = () => (window as unknown as { __remixRouter?: Router }).__remixRouter;
const isIdle = (state: RouterState) => state.navigation.state === "idle" && state.revalidation === "idle";

/**
 * Reloads the page's data, but never in the middle of a navigation or a form's submission. Remix would abort the
 * loads under way and start them again, and a notice those loads had already taken from the session ("message
 * sent" after a dialog's save, while a live message arrives) would be lost with them. Asked while the page is busy,
 * it reloads once the router is idle again.
 */
export function useRevalidateWhenIdle(): () => void {
  // The router's own function: the same on every render, unlike the object around it.
  const { revalidate } = useRevalidator();
  const pending = useRef(false);
  useEffect(() => {
    const router = currentRouter();
    if (!router) return;
    return router.subscribe((state) => {
      if (!pending.current || !isIdle(state)) return;
      pending.current = false;
      // Not from inside the router's own update.
      window.setTimeout(revalidate, 0);
    });
  }, [revalidate]);
  return useCallback(() => {
    const router = currentRouter();
    if (router && !isIdle(router.state)) pending.current = true;
    else revalidate();
  }, [revalidate]);
}
