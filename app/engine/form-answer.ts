import type { SerializeFrom } from "@remix-run/node";
import { useActionData, useMatches } from "@remix-run/react";
import { useContext } from "react";
import { UNSAFE_RouteContext } from "react-router";
import { useRootData } from "~/ui/root-data";

/** A failed form's answer kept for one view of its page (form-answer.server.ts). */
export interface FormAnswer {
  /** The form's page (path and query) it is shown on. */
  path: string;
  /** Posted to the page's index route (`?index`), else to its deepest other route. */
  index: boolean;
  data: unknown;
  until: number;
}

const isIndexRoute = (id: string) => /(^|[/.])_?index$/.test(id);

/**
 * The route's action data: after a submit with JavaScript, Remix's; after a failed one without it, the answer the
 * server kept for this page view (post/redirect/get), given to the route whose action made it, as Remix would.
 */
export function useFormAnswer<T = unknown>(): SerializeFrom<T> | undefined {
  const actionData = useActionData<T>();
  const kept = useRootData()?.formAnswer;
  const matches = useMatches();
  const own = useContext(UNSAFE_RouteContext).matches.at(-1)?.route.id;
  if (actionData !== undefined || !kept) return actionData;
  const target = kept.index ? matches.at(-1) : [...matches].reverse().find((match) => !isIndexRoute(match.id));
  return target && target.id === own ? (kept.data as SerializeFrom<T>) : undefined;
}
