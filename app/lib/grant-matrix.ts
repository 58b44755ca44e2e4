/** One row of the permission matrix (§6): a screen's menu id, its mark and the actions it offers. */
export interface MatrixScreen {
  menuId: number;
  mark: string;
  actions: readonly string[];
}

/** What the matrix has checked: visible menus and "mark.action" grants. */
export interface MatrixState {
  menus: number[];
  grants: string[];
}

/** The column of the menu checkboxes, beside the action columns. */
export const MENU_COLUMN = "menu";

const NAME = /^[A-Za-z][A-Za-z0-9]*$/;

/** The "select all" target of an intent: `row:<mark>` (a screen's menu and actions) or `col:<action|menu>`. */
export function selectAllTarget(intent: string): { row: string } | { column: string } | null {
  const [kind, name, ...rest] = intent.split(":");
  if (rest.length || !name || !NAME.test(name)) return null;
  if (kind === "row") return { row: name };
  if (kind === "col") return { column: name };
  return null;
}

/**
 * The state with every box of a row or a column checked; the other boxes stay as they are. `refused` grants (actions
 * the editor does not hold, so may not give) are never checked.
 */
export function selectAll(
  state: MatrixState,
  screens: readonly MatrixScreen[],
  target: { row: string } | { column: string },
  refused: ReadonlySet<string> = new Set(),
): MatrixState {
  const menus = new Set(state.menus);
  const grants = new Set(state.grants);
  for (const screen of screens) {
    if ("row" in target ? screen.mark !== target.row : false) continue;
    if ("row" in target || target.column === MENU_COLUMN) menus.add(screen.menuId);
    for (const action of screen.actions) {
      const grant = `${screen.mark}.${action}`;
      if (("row" in target || target.column === action) && !refused.has(grant)) grants.add(grant);
    }
  }
  return { menus: [...menus], grants: [...grants] };
}
