import { createCookie } from "@remix-run/node";
import { config } from "~/config.server";

/** The kept monitor search (§3 client-side kept state): restored when the monitor opens without one. */
export const keptMonitorSearch = createCookie("monitor_search", {
  path: "/monitor",
  httpOnly: true,
  sameSite: "lax",
  secure: config.cookieSecure,
  maxAge: 60 * 60 * 24 * 365,
});
