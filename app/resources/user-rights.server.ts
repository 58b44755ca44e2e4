// Who may give what, in the console's loaders and actions (issue 33.1, hostile #38, #39): the rule of
// app/lib/rights.ts applied to the signed-in user, with the roles' grants read from the platform's role options.
// The platform enforces the same rule; the console checks first (a real platform may be laxer) and offers only
// what the user may do.
import { forbidden, type ConsoleUser } from "~/auth/user.server";
import type { FilterOption } from "~/engine/types";
import { accountChangeRefusal, grantsLacked, grantsOfIndex, roleRefusal, type Rights, type RightsRefusal } from "~/lib/rights";
import { listRoleOptions, type RoleOption } from "~/platform/system.server";

/** The signed-in user's rights: their role and the grants it holds. */
export const actorRights = (user: ConsoleUser): Rights => ({ role: user.role.mark ?? null, grants: grantsOfIndex(user.permissions) });

/** Every role with its grants (one platform call). */
export const loadRoles = (user: ConsoleUser) => listRoleOptions(user.platform);

/** A role's rights by its mark; a role the platform did not list holds unknown grants (left to administrators). */
export function rightsOfRole(roles: readonly RoleOption[], mark: string | null | undefined): Rights {
  if (!mark) return { role: null, grants: [] };
  const role = roles.find((option) => option.value === mark);
  return { role: mark, grants: role?.grants ?? null };
}

const enabled = (role: RoleOption) => role.status == null || role.status === 1;
const choice = (role: RoleOption): FilterOption => ({ value: role.value, label: role.label });

/** Every enabled role, for the user list's filter (filtering gives nothing). */
export const filterChoices = (roles: readonly RoleOption[]): FilterOption[] => roles.filter(enabled).map(choice);

/** The enabled roles this user may give; editing themselves, only the role they have (nobody changes their own). */
export function assignableChoices(user: ConsoleUser, roles: readonly RoleOption[], own?: string | null): FilterOption[] {
  const actor = actorRights(user);
  return roles
    .filter((role) => enabled(role) && (own === undefined ? roleRefusal(actor, rightsOfRole(roles, role.value)) === null : role.value === own))
    .map(choice);
}

const isSelf = (user: ConsoleUser, account: { username?: string | null }) => Boolean(account.username) && account.username === user.username;

/** Why this user may not change the account (to `nextRole`, when the change gives one), or null. */
export function accountRefusal(
  user: ConsoleUser,
  roles: readonly RoleOption[],
  account: { username?: string | null; roleMark?: string | null },
  nextRole?: string | null,
): RightsRefusal | null {
  const target = { ...rightsOfRole(roles, account.roleMark), self: isSelf(user, account) };
  return accountChangeRefusal(actorRights(user), target, nextRole === undefined ? undefined : rightsOfRole(roles, nextRole));
}

/** Throws the §6 403 unless the user may change the account (and give it `nextRole`). */
export async function requireMayChangeAccount(user: ConsoleUser, account: { username?: string | null; roleMark?: string | null }, nextRole?: string | null): Promise<void> {
  if (accountRefusal(user, await loadRoles(user), account, nextRole)) forbidden();
}

/** Throws the §6 403 unless the user may give this role to a new account. */
export async function requireMayGiveRole(user: ConsoleUser, mark: string | null | undefined): Promise<void> {
  if (roleRefusal(actorRights(user), rightsOfRole(await loadRoles(user), mark))) forbidden();
}

/** Why this user may not edit, delete or re-grant the role, or null. */
export const roleManageRefusal = (user: ConsoleUser, roles: readonly RoleOption[], mark: string) => roleRefusal(actorRights(user), rightsOfRole(roles, mark));

/** Throws the §6 403 unless the user may edit, delete or re-grant the role. */
export async function requireMayManageRole(user: ConsoleUser, mark: string): Promise<void> {
  if (roleManageRefusal(user, await loadRoles(user), mark)) forbidden();
}

/** Throws the §6 403 when any of the grants is one the user does not hold. */
export function requireHoldsGrants(user: ConsoleUser, grants: readonly string[]): void {
  if (grantsLacked(actorRights(user), grants).length) forbidden();
}
