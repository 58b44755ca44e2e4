import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Button } from "~/ui/mantine/Button";
import { Group } from "~/ui/mantine/Group";
import { useTranslation } from "~/i18n/react";
import * as z from "zod/mini";
import { requirePermission } from "~/auth/user.server";
import { recordId } from "~/engine/detail.server";
import { loadOrFail } from "~/engine/errors.server";
import { formAction, type FormActionData } from "~/engine/mutations.server";
import { getRoleGrants, listAllPermissions, listMenuTree, roleCalls, saveRoleGrants, type Grants } from "~/platform/system.server";
import { roles } from "~/resources/system";
import { useCan } from "~/ui/console-data";
import { FormErrors } from "~/ui/fields/FormErrors";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args, "sysRole.grants", args.data?.role.name);

/** The permission matrix (§6): one row per screen under its menu group, a menu checkbox and one per offered action. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requirePermission(request, "role.get");
  const id = recordId(params);
  const [role, grants, permissions, menus] = await loadOrFail(request, () =>
    Promise.all([roleCalls.get(user.platform, id), getRoleGrants(user.platform, id), listAllPermissions(user.platform), listMenuTree(user.platform)]),
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
  return json({ role, grants, groups });
}

const grantsForm = z.object({
  menu: z.optional(z.array(z.string().check(z.regex(/^\d{1,18}$/)))),
  grant: z.optional(z.array(z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9]*\.[A-Za-z]+$/)))),
});

export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    permission: "role.edit",
    schema: grantsForm,
    run: ({ user, params }, value) => {
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
  const { t, i18n } = useTranslation();
  const can = useCan();
  const navigation = useNavigation();
  const { role, grants, groups } = useLoaderData<typeof loader>();
  const actionData = useActionData() as FormActionData | undefined;
  const english = i18n.language === "en-US";
  const visible = new Set(grants.menuIds);
  const held = new Set(grants.grants.flatMap((grant) => grant.actions.map((action) => `${grant.mark}.${action}`)));
  const editable = can("role.edit") && role.mark !== "ROLE_ADMIN";
  const columns = [...new Set(groups.flatMap((group) => group.screens.flatMap((screen) => screen.actions)))];
  const nameOf = (item: { name: string; nameEn?: string | null }) => (english && item.nameEn ? item.nameEn : item.name);
  return (
    <div className="resource-page" data-testid="role-grants">
      <section className="resource-card">
        <div className="device-header">
          <h1>{t("sysRole.grantsTitle", { name: role.name })}</h1>
          <Link to={roles.basePath}>{t("common.back")}</Link>
        </div>
        <p>{role.mark === "ROLE_ADMIN" ? t("sysRole.builtIn") : t("sysRole.grantsHint")}</p>
        <Form method="post" aria-label={t("sysRole.grantsTitle", { name: role.name })}>
          <FormErrors errors={actionData?.result?.error?.[""] ?? undefined} />
          <fieldset disabled={!editable} style={{ border: 0, padding: 0, margin: 0 }}>
            <div className="table-wrap">
              <table className="data-table" data-testid="grants-table">
                <thead>
                  <tr>
                    <th scope="col">{t("sysRole.screen")}</th>
                    <th scope="col">{t("sysRole.menuVisible")}</th>
                    {columns.map((action) => (
                      <th key={action} scope="col">
                        {t(`sysRole.action.${action}`, { defaultValue: action })}
                      </th>
                    ))}
                  </tr>
                </thead>
                {groups.map((group) => (
                  <tbody key={group.id}>
                    <tr>
                      <th scope="rowgroup" colSpan={columns.length + 2} style={{ textAlign: "start", background: "var(--mantine-color-gray-1)" }}>
                        {nameOf(group)}
                      </th>
                    </tr>
                    {group.screens.map((screen) => (
                      <tr key={screen.mark} data-mark={screen.mark}>
                        <th scope="row" style={{ fontWeight: "normal", textAlign: "start" }}>
                          {nameOf(screen)}
                        </th>
                        <td>
                          <input
                            type="checkbox"
                            name="menu"
                            value={screen.menuId}
                            defaultChecked={visible.has(screen.menuId)}
                            aria-label={`${nameOf(screen)} · ${t("sysRole.menuVisible")}`}
                          />
                        </td>
                        {columns.map((action) => (
                          <td key={action}>
                            {screen.actions.includes(action) && (
                              <input
                                type="checkbox"
                                name="grant"
                                value={`${screen.mark}.${action}`}
                                defaultChecked={held.has(`${screen.mark}.${action}`)}
                                aria-label={`${nameOf(screen)} · ${t(`sysRole.action.${action}`, { defaultValue: action })}`}
                              />
                            )}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                ))}
              </table>
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
