import { redirect } from "@remix-run/node";

/** The menu entry opens the event list. */
export const loader = () => redirect("/solution/event/list");
