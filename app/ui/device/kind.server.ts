import { json } from "@remix-run/node";

/** The `:kind` of a sub-tab route (running, operation), or a 404 for anything else. */
export function kindParam<K extends string>(kinds: readonly K[], kind: string | undefined): K {
  if (!kinds.includes(kind as K)) throw json({ message: "error.page404" }, { status: 404 });
  return kind as K;
}
