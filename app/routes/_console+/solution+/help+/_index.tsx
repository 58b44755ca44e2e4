import { redirect } from "@remix-run/node";

/** The menu entry opens the call list. */
export const loader = () => redirect("/solution/help/calls");
