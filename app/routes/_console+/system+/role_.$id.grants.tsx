import { useFormAnswer } from "~/engine/form-answer";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useNavigation } from "@remix-run/react";
import { Form, Link } from "~/ui/links";
import { Button, Group } from "~/ui/mantine";
import { useTranslation } from "~/i18n/react";
import * as z from "zod/mini";
import { requirePermission } from "~/auth/user.server";
import { recordId } from "~/engine/detail.server";
import { loadOrFail } from "~/engine/errors.server";
import { badRequest, readFormData } from "~/engine/form-data.server";
import { formAction, type FormActionData } from "~/engine/mutations.server";
import { selectAll, selectAllTarget, type MatrixState } from "~/lib/grant-matrix";
import { ADMIN_ROLE, grantsLacked } from "~/lib/rights";
import { getRoleGrants, listAllPermissions, listMenuTree, roleCalls, saveRoleGrants, type Grants } from "~/platform/system.server";
import { roles } from "~/resources/system";
import { actorRights, loadRoles, requireHoldsGrants, requireMayManageRole, roleManageRefusal } from "~/resources/user-rights.server";
import { useCan } from "~/ui/console-data";
import { FormErrors } from "~/ui/fields/FormErrors";
import { GrantMatrix } from "~/ui/roles/GrantMatrix";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args, "sysRole.grants", args.data?.role.name);

/** The permission matrix (§6): one row per screen under its menu group, a menu checkbox and one per offered action. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requirePermission(request, "role.get");
  const id = recordId(params);
  const [role, grants, permissions, menus, roleOptions] = await loadOrFail(request, () =>
    Promise.all([roleCalls.get(user.platform, id), getRoleGrants(user.platform, id), listAllPermissions(user.platform), listMenuTree(user.platform), loadRoles(user)]),
  );
  const groups = menus
    .filter((menu) => menu.parentId == null)
    .map((group) => {
      const leaves = menus.filter((menu) => menu.parentId === group.id);
      return {
        id: group.id,
        mark: group.mark,
        name: group.name,
        nameEn: group.nameEn,
        // A group without children (notification) is a screen itself.
        screens: (leaves.length ? leaves : [group]).map((menu) => ({
          menuId: Number(menu.id),
          mark: menu.mark,
          name: menu.name,
          nameEn: menu.nameEn,
          actions: permissions.find((permission) => permission.mark === menu.mark)?.actions ?? [],
        })),
      };
    });
  // Nobody grants what they do not hold, nor re-grants a role holding more than they do (hostile #38).
  const offered = groups.flatMap((group) => group.screens.flatMap((screen) => screen.actions.map((action) => `${screen.mark}.${action}`)));
  const lacked = grantsLacked(actorRights(user), offered);
  return json({ role, grants, groups, beyond: roleManageRefusal(user, roleOptions, role.mark) !== null, lacked });
}

const MENU_ID = /^\d{1,18}$/;
const GRANT = /^[A-Za-z][A-Za-z0-9]*\.[A-Za-z]+$/;

const grantsForm = z.object({
  menu: z.optional(z.array(z.string().check(z.regex(MENU_ID)))),
  grant: z.optional(z.array(z.string().check(z.regex(GRANT)))),
});

/** A "select all" (no JavaScript): the boxes as posted and the row or column to check, re-rendered unsaved. */
export type GrantsDraft = { draft: MatrixState & { target: { row: string } | { column: string } } };

export async function action(args: ActionFunctionArgs) {
  await requirePermission(args.request, "role.edit");
  const intent = (await readFormData(args.request.clone())).get("intent");
  if (intent === null) return saveGrants(args);
  const form = await readFormData(args.request);
  const target = typeof intent === "string" ? selectAllTarget(intent) : null;
  const menus = form.getAll("menu");
  const grants = form.getAll("grant");
  if (!target || !menus.every((id) => typeof id === "string" && MENU_ID.test(id)) || !grants.every((grant) => typeof grant === "string" && GRANT.test(grant))) {
    throw badRequest("bad select-all form");
  }
  return json<GrantsDraft>({ draft: { menus: menus.map(Number), grants: grants as string[], target } });
}

const saveGrants = (args: ActionFunctionArgs) =>
  formAction(args, {
    permission: "role.edit",
    schema: grantsForm,
    run: async ({ user, params }, value) => {
      // A forged post gets the same 403 as the platform's, and nothing is saved.
      await requireMayManageRole(user, (await roleCalls.get(user.platform, recordId(params))).mark);
      requireHoldsGrants(user, value.grant ?? []);
      const byMark = new Map<string, string[]>();
      for (const grant of value.grant ?? []) {
        const [mark, action] = grant.split(".") as [string, string];
        byMark.set(mark, [...(byMark.get(mark) ?? []), action]);
      }
      const body: Grants = { menuIds: (value.menu ?? []).map(Number), grants: [...byMark].map(([mark, actions]) => ({ mark, actions })) };
      return saveRoleGrants(user.platform, recordId(params), body);
    },
    successMessage: "sysRole.grantsSaved",
    redirectTo: () => roles.basePath,
  });

export default function RoleGrants() {
  const { t } = useTranslation();
  const can = useCan();
  const navigation = useNavigation();
  const { role, grants, groups, beyond, lacked } = useLoaderData<typeof loader>();
  const refused = new Set(lacked);
  const actionData = useFormAnswer() as (FormActionData & Partial<GrantsDraft>) | undefined;
  const stored: MatrixState = { menus: grants.menuIds.map(Number), grants: grants.grants.flatMap((grant) => grant.actions.map((action) => `${grant.mark}.${action}`)) };
  const draft = actionData?.draft;
  const screens = groups.flatMap((group) => group.screens);
  const initial = draft ? selectAll(draft, screens, draft.target, refused) : stored;
  const builtIn = role.mark === ADMIN_ROLE;
  const editable = can("role.edit") && !builtIn && !beyond;
  return (
    <div className="resource-page" data-testid="role-grants">
      <section className="resource-card">
        <div className="device-header">
          <h1>{t("sysRole.grantsTitle", { name: role.name })}</h1>
          <Link to={roles.basePath}>{t("common.back")}</Link>
        </div>
        <p>{builtIn ? t("sysRole.builtIn") : t("sysRole.grantsHint")}</p>
        {!builtIn && beyond && (
          <p role="note" data-testid="grants-beyond">
            {t("sysRole.beyondRights")}
          </p>
        )}
        {editable && refused.size > 0 && (
          <p role="note" data-testid="grants-refused-note">
            {t("sysRole.grantRefusedNote")}
          </p>
        )}
        {draft && (
          <p role="status" data-testid="grants-unsaved">
            {t("sysRole.unsaved")}
          </p>
        )}
        <Form method="post" aria-label={t("sysRole.grantsTitle", { name: role.name })}>
          <FormErrors errors={actionData?.result?.error?.[""] ?? undefined} />
          {/* min-width 0: a fieldset is otherwise as wide as the matrix, which then overflows the card (issue 34). */}
          <fieldset disabled={!editable} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <div className="table-wrap">
              {/* Keyed by the draft: a select-all answered by the server starts the boxes afresh. */}
              <GrantMatrix key={draft ? JSON.stringify(draft) : "stored"} groups={groups} initial={initial} editable={editable} refused={refused} />
            </div>
          </fieldset>
          {editable && (
            <Group justify="flex-end" mt="md">
              <Button component={Link} to={roles.basePath} variant="default">
                {t("common.cancel")}
              </Button>
              <Button type="submit" loading={navigation.state === "submitting"} data-testid="grants-save">
                {t("common.save")}
              </Button>
            </Group>
          )}
        </Form>
      </section>
    </div>
  );
}
