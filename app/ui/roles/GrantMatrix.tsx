import { useState, type MouseEvent } from "react";
import { useTranslation } from "~/i18n/react";
import { MENU_COLUMN, selectAll, type MatrixScreen, type MatrixState } from "~/lib/grant-matrix";

type Named = { name: string; nameEn?: string | null };
export type MatrixGroup = Named & { id: string | number; screens: (MatrixScreen & Named)[] };

/**
 * The permission matrix (§6): menus × actions as checkboxes, with "select all" per row and per column. A select-all
 * is a submit button (`intent=row:<mark>` / `col:<action>`) the action answers with the boxes as posted plus that
 * row or column checked, unsaved; with JavaScript it checks them at once instead.
 */
export function GrantMatrix({
  groups,
  initial,
  editable,
  refused = new Set(),
}: {
  groups: MatrixGroup[];
  initial: MatrixState;
  editable: boolean;
  /** Grants the editor does not hold: shown disabled, with the reason, and never checked by a select-all. */
  refused?: ReadonlySet<string>;
}) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState(initial);
  const english = i18n.language === "en-US";
  const nameOf = (item: Named) => (english && item.nameEn ? item.nameEn : item.name);
  const screens = groups.flatMap((group) => group.screens);
  const columns = [...new Set(screens.flatMap((screen) => screen.actions))];
  const actionName = (action: string) => t(`sysRole.action.${action}`, { defaultValue: action });
  const menus = new Set(state.menus);
  const grants = new Set(state.grants);
  const toggle = <T,>(list: T[], item: T, on: boolean) => (on ? [...list, item] : list.filter((value) => value !== item));
  const selectAllButton = (intent: string, target: { row: string } | { column: string }, of: string) =>
    editable && (
      <button
        type="submit"
        name="intent"
        value={intent}
        className="link-button"
        aria-label={`${t("sysRole.selectAll")}: ${of}`}
        onClick={(event: MouseEvent) => {
          // Hydrated: no round trip; before hydration the button posts and the server answers the same.
          event.preventDefault();
          setState((current) => selectAll(current, screens, target, refused));
        }}
      >
        {t("sysRole.selectAll")}
      </button>
    );
  return (
    <table className="data-table" data-testid="grants-table">
      <thead>
        <tr>
          <th scope="col">{t("sysRole.screen")}</th>
          <th scope="col">{t("sysRole.menuVisible")}</th>
          {columns.map((action) => (
            <th key={action} scope="col">
              {actionName(action)}
            </th>
          ))}
          {/* "actions": kept in view when the matrix scrolls inside its card, as a list's actions are (app.css). */}
          {editable && (
            <th scope="col" className="actions">
              {t("sysRole.selectAll")}
            </th>
          )}
        </tr>
        {editable && (
          <tr data-testid="grants-select-columns">
            <th scope="row" style={{ fontWeight: "normal", textAlign: "start" }}>
              {t("sysRole.selectColumn")}
            </th>
            <td>{selectAllButton(`col:${MENU_COLUMN}`, { column: MENU_COLUMN }, t("sysRole.menuVisible"))}</td>
            {columns.map((action) => (
              <td key={action}>{selectAllButton(`col:${action}`, { column: action }, actionName(action))}</td>
            ))}
            <td className="actions" />
          </tr>
        )}
      </thead>
      {groups.map((group) => (
        <tbody key={group.id}>
          <tr>
            <th scope="rowgroup" colSpan={columns.length + (editable ? 3 : 2)} style={{ textAlign: "start", background: "var(--mantine-color-gray-1)" }}>
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
                  checked={menus.has(screen.menuId)}
                  onChange={(event) => setState((current) => ({ ...current, menus: toggle(current.menus, screen.menuId, event.target.checked) }))}
                  aria-label={`${nameOf(screen)} · ${t("sysRole.menuVisible")}`}
                />
              </td>
              {columns.map((action) => {
                const grant = `${screen.mark}.${action}`;
                const denied = editable && refused.has(grant);
                return (
                  <td key={action}>
                    {screen.actions.includes(action) && (
                      <input
                        type="checkbox"
                        name="grant"
                        value={grant}
                        disabled={denied || undefined}
                        title={denied ? t("sysRole.grantRefused") : undefined}
                        checked={grants.has(grant)}
                        onChange={(event) => setState((current) => ({ ...current, grants: toggle(current.grants, grant, event.target.checked) }))}
                        aria-label={`${nameOf(screen)} · ${actionName(action)}`}
                      />
                    )}
                  </td>
                );
              })}
              {editable && <td className="actions">{selectAllButton(`row:${screen.mark}`, { row: screen.mark }, nameOf(screen))}</td>}
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}
