// Permission checks and menu helpers (spec §2, §6). The role comes from GET /v1/account/permission.

export interface ActionEntity {
  mark: string;
}

export interface Permission {
  mark: string;
  menuId?: string | number | null;
  actionEntitySet?: ActionEntity[] | null;
}

export interface MenuEntry {
  id?: string | number;
  mark: string;
  path: string;
  icon?: string | null;
  componentPath?: string | null;
  redirectPath?: string | null;
  hideChildrenMenu?: boolean | null;
  children?: MenuEntry[] | null;
}

export interface Role {
  roleId?: string | number;
  name?: string;
  mark?: string;
  type?: string;
  menuList?: MenuEntry[] | null;
  permissions?: Permission[] | null;
}

/** mark → action marks. A plain object so it can travel in loader JSON. */
export type PermissionIndex = Record<string, string[]>;

// Keys that would reach Object.prototype (or poison it on assignment) are never permission marks.
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const isUsableKey = (k: unknown): k is string => typeof k === 'string' && k !== '' && !RESERVED_KEYS.has(k);

/** Duplicate marks are merged; duplicate, empty or non-string actions are dropped. */
export function buildPermissionIndex(permissions: Permission[]): PermissionIndex {
  const index: PermissionIndex = {};
  if (!Array.isArray(permissions)) return index;
  for (const p of permissions) {
    if (!p || !isUsableKey(p.mark)) continue;
    const actions = index[p.mark] ?? (index[p.mark] = []);
    for (const a of Array.isArray(p.actionEntitySet) ? p.actionEntitySet : []) {
      if (a && typeof a.mark === 'string' && a.mark !== '' && !actions.includes(a.mark)) actions.push(a.mark);
    }
  }
  return index;
}

function holds(index: PermissionIndex, check: unknown): boolean {
  if (typeof check !== 'string') return false;
  // Split at the last dot: the action never contains one, a menu mark might.
  const dot = check.lastIndexOf('.');
  if (dot <= 0 || dot === check.length - 1) return false;
  const mark = check.slice(0, dot);
  const action = check.slice(dot + 1);
  if (!isUsableKey(mark) || !Object.prototype.hasOwnProperty.call(index, mark)) return false;
  const actions = index[mark];
  return Array.isArray(actions) && actions.includes(action);
}

/**
 * 'mark.action' is true when the mark lists the action. With an array, true when ANY is held,
 * so an element guarded by a list is hidden only when none is held (an empty list holds none).
 */
export function can(index: PermissionIndex, check: string | readonly string[]): boolean {
  if (!index || typeof index !== 'object') return false;
  if (Array.isArray(check)) return check.some((c) => holds(index, c));
  return holds(index, check);
}

export type ValidateRoleResult =
  | { ok: true; role: Role & { permissions: Permission[] } }
  | { ok: false; reason: 'roles must be a non-null array' | 'no role' };

/**
 * A role without a non-empty permissions array fails loading (spec §6), and the user is logged out. An account the
 * platform says has no role at all (role: null) is a self-registered one awaiting approval (hostile #43): it fails
 * too, with its own reason, so the user is told to wait rather than that their role is broken.
 */
export function validateRole(role: unknown): ValidateRoleResult {
  if (role === null) return { ok: false, reason: 'no role' };
  if (typeof role !== 'object' || Array.isArray(role)) {
    return { ok: false, reason: 'roles must be a non-null array' };
  }
  const permissions = (role as Role).permissions;
  if (!Array.isArray(permissions) || permissions.length === 0) {
    return { ok: false, reason: 'roles must be a non-null array' };
  }
  return { ok: true, role: role as Role & { permissions: Permission[] } };
}

const childrenOf = (e: MenuEntry): MenuEntry[] => (Array.isArray(e.children) ? e.children : []);

/** Every entry, depth-first, each parent before its children. */
/**
 * The menu as pages need it: what the side menu, the breadcrumb, the tabs and the go-to search read (mark, path,
 * icon, redirect, hidden children, children), without ids, component paths and empty or false fields. It travels in
 * every console page's data (issue 13: 11.8 → ~5 kB for the administrator).
 */
export function menuForPage(menu: MenuEntry[]): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const entry of Array.isArray(menu) ? menu : []) {
    if (!entry || typeof entry !== 'object') continue;
    const kept: MenuEntry = { mark: entry.mark, path: entry.path };
    if (entry.icon) kept.icon = entry.icon;
    if (entry.redirectPath) kept.redirectPath = entry.redirectPath;
    if (entry.hideChildrenMenu) kept.hideChildrenMenu = true;
    const children = menuForPage(childrenOf(entry));
    if (children.length) kept.children = children;
    entries.push(kept);
  }
  return entries;
}

export function flattenMenu(menu: MenuEntry[]): MenuEntry[] {
  const out: MenuEntry[] = [];
  const walk = (entries: MenuEntry[]) => {
    for (const e of entries) {
      if (!e || typeof e !== 'object') continue;
      out.push(e);
      walk(childrenOf(e));
    }
  };
  if (Array.isArray(menu)) walk(menu);
  return out;
}

function stripTrailingSlashes(p: string): string {
  const s = p.replace(/\/+$/, '');
  return s === '' && p.startsWith('/') ? '/' : s;
}

// Child paths are normally absolute; a relative one is resolved against its parent.
function resolvePath(path: unknown, parent: string): string {
  if (typeof path !== 'string' || path.trim() === '') return '';
  const p = path.trim();
  if (p.startsWith('/')) return stripTrailingSlashes(p);
  if (parent === '') return '';
  return stripTrailingSlashes(`${parent === '/' ? '' : parent}/${p}`);
}

function matches(entryPath: string, pathname: string): boolean {
  if (entryPath === '') return false;
  if (entryPath === '/') return true;
  return pathname === entryPath || pathname.startsWith(`${entryPath}/`);
}

/**
 * Ancestors-to-target chain for the entry that best matches `pathname`: its path equals the
 * pathname or is a prefix of it at a '/' boundary. The longest matching path wins (most specific),
 * then the deeper entry, then menu order. [] when nothing matches.
 */
export function findMenuTrail(menu: MenuEntry[], pathname: string): MenuEntry[] {
  if (!Array.isArray(menu) || typeof pathname !== 'string') return [];
  const target = stripTrailingSlashes(pathname.split(/[?#]/)[0]);
  if (target === '') return [];
  let best: MenuEntry[] = [];
  let bestLength = -1;
  const walk = (entries: MenuEntry[], parentPath: string, trail: MenuEntry[]) => {
    for (const e of entries) {
      if (!e || typeof e !== 'object') continue;
      const path = resolvePath(e.path, parentPath);
      const chain = [...trail, e];
      if (matches(path, target)) {
        if (path.length > bestLength || (path.length === bestLength && chain.length > best.length)) {
          best = chain;
          bestLength = path.length;
        }
      }
      walk(childrenOf(e), path, chain);
    }
  };
  walk(menu, '', []);
  return best;
}

/**
 * The mark of the menu entry whose path is exactly `pathname` (null when none): a path the user's menu offers but
 * the console has no screen for, e.g. an entry a real platform added, answers "later version" rather than "no such
 * page".
 */
export function menuMarkAt(menu: MenuEntry[], pathname: string): string | null {
  if (typeof pathname !== 'string') return null;
  const target = stripTrailingSlashes(pathname.split(/[?#]/)[0]);
  if (target === '' || target === '/') return null;
  return flattenMenu(menu).find((entry) => typeof entry.path === 'string' && stripTrailingSlashes(entry.path.trim()) === target)?.mark ?? null;
}
