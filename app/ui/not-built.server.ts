import { json } from "@remix-run/node";
import type { ConsoleUser } from "~/auth/user.server";
import { menuMarkAt } from "~/lib/permissions";

/** The menu entry a path belongs to when it has no screen yet (null: the path is simply unknown). */
export function unbuiltMenuMark(user: ConsoleUser, request: Request): string | null {
  return menuMarkAt(user.role.menuList, new URL(request.url).pathname);
}

/** A 404 for a route that caught a path it does not serve, saying "later version" when the menu has it. */
export function notServedHere(user: ConsoleUser, request: Request) {
  return json({ message: "error.page404", menuMark: unbuiltMenuMark(user, request) }, { status: 404 });
}
