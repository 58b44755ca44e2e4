// Who may give what (issue 33.1, hostile #38 and #39): the one rule behind user and role management, used by the
// console's loaders and actions and by the sandbox playing the platform. Rights are a role's mark and the
// "mark.action" grants it holds (§6); an account's rights are its role's.

/** The built-in administrator role: given, and touched, only by a holder of it. */
export const ADMIN_ROLE = "ROLE_ADMIN";

/**
 * A role's (or an account's) rights: the role's mark (null: no role, e.g. a self-registered account awaiting
 * approval) and its grants as "mark.action" (null: not known, e.g. a platform that does not say).
 */
export interface Rights {
  role: string | null;
  grants: readonly string[] | null;
}

/**
 * Why an actor may not do it: `adminOnly` — the role is the administrator's; `beyondRights` — the role holds a
 * grant the actor lacks (or its grants are not known); `ownRole` — nobody changes their own role.
 */
export type RightsRefusal = "adminOnly" | "beyondRights" | "ownRole";

const isAdmin = (rights: Rights) => rights.role === ADMIN_ROLE;

/** The grants of `wanted` the actor does not hold, in order (none for an administrator: it may give anything). */
export function grantsLacked(actor: Rights, wanted: readonly string[]): string[] {
  if (isAdmin(actor)) return [];
  const held = new Set(actor.grants ?? []);
  return [...new Set(wanted)].filter((grant) => !held.has(grant));
}

/**
 * May the actor give this role to an account, or act on a role or an account holding it? Only when the actor
 * holds every grant of the role; the administrator's role only by an administrator. A role whose grants are not
 * known is left to administrators.
 */
export function roleRefusal(actor: Rights, role: Rights): RightsRefusal | null {
  if (isAdmin(actor)) return null;
  if (isAdmin(role)) return "adminOnly";
  if (role.grants === null) return "beyondRights";
  return grantsLacked(actor, role.grants).length ? "beyondRights" : null;
}

/**
 * A change to an account (edit, enable/disable, reset password, phone, e-mail; `next` the role it would get, when
 * the change gives one): refused when the account holds a grant the actor lacks, when the new role is beyond the
 * actor, or when the actor would change their own role.
 */
export function accountChangeRefusal(actor: Rights, target: Rights & { self: boolean }, next?: Rights): RightsRefusal | null {
  const onTarget = roleRefusal(actor, target);
  if (onTarget) return onTarget;
  if (!next || next.role === target.role) return null;
  if (target.self) return "ownRole";
  return roleRefusal(actor, next);
}

/** "mark.action" grants of a mark → actions index (the console's session keeps permissions that way). */
export function grantsOfIndex(index: Readonly<Record<string, readonly string[]>>): string[] {
  return Object.entries(index).flatMap(([mark, actions]) => actions.map((action) => `${mark}.${action}`));
}
