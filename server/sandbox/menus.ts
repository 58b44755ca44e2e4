// The menu tree and the sample roles. The console builds its navigation and its permission checks
// from what GET /account/permission returns, so marks and paths here are the contract.

export interface MenuEntry {
  id: number;
  mark: string;
  path: string;
  icon: string | null;
  componentPath: string;
  redirectPath: string | null;
  hideChildrenMenu: boolean;
  children: MenuEntry[];
}

export interface Permission {
  mark: string;
  menuId: number;
  actionEntitySet: { mark: string }[];
}

export interface Role {
  roleId: number;
  name: string;
  mark: string;
  type: "SYSTEM" | "INSTITUTION" | "REGION" | "DEVICE" | "OPERATION" | "AGENCY";
  menuList: MenuEntry[];
  permissions: Permission[] | null;
}

type Leaf = [mark: string, path: string];
type Group = { mark: string; path: string; icon: string; leaves: Leaf[]; redirect?: string; hideChildrenMenu?: boolean };

const groups: Group[] = [
  { mark: "dashboard", path: "/dashboard", icon: "dashboard", leaves: [["workplace", "/dashboard/workplace"], ["Monitor", "/monitor"]] },
  {
    mark: "device", path: "/device", icon: "aed",
    leaves: [
      ["deviceList", "/device/list"], ["deviceMap", "/device/map"], ["deviceReview", "/device/review"],
      ["deviceFirmware", "/device/firmware"], ["cabinet", "/device/cabinet"], ["cabinetFirmware", "/device/cabinet-firmware"],
      ["connector", "/device/connector"], ["connectorFirmware", "/device/connector-firmware"], ["smartLock", "/device/lock"],
    ],
  },
  { mark: "agency", path: "/agency", icon: "building", leaves: [["agencyList", "/agency/list"], ["balanceConfig", "/agency/balance"]] },
  { mark: "institution", path: "/institution", icon: "sitemap", leaves: [["institutionList", "/institution/list"]] },
  { mark: "solution", path: "/solution", icon: "lifebuoy", leaves: [["helpSolution", "/solution/help"], ["eventSolution", "/solution/event"]] },
  {
    mark: "volunteer", path: "/volunteer", icon: "users",
    leaves: [
      ["volunteerList", "/volunteer/list"], ["volunteerCertificate", "/volunteer/certificate"],
      ["examQuestion", "/volunteer/exam-question"], ["learningData", "/volunteer/learning-data"],
    ],
  },
  {
    mark: "message", path: "/message", icon: "message",
    leaves: [["smsSentRecord", "/message/sms"], ["vmsSentRecord", "/message/voice"], ["emailSentRecord", "/message/email"]],
  },
  {
    mark: "operation", path: "/operation", icon: "tool",
    leaves: [
      ["repairRecord", "/operation/repair"], ["incidentRecord", "/operation/incident"],
      ["inspectionReport", "/operation/inspection-report"], ["deviceInspection", "/operation/device-inspection"],
    ],
  },
  {
    mark: "content", path: "/content", icon: "news",
    leaves: [["news", "/content/news"], ["course", "/content/course"], ["video", "/content/video"], ["questionnaire", "/content/questionnaire"]],
  },
  { mark: "customerService", path: "/service", icon: "headset", leaves: [["customerQuestion", "/service/question"], ["feedback", "/service/feedback"]] },
  { mark: "contract", path: "/contract", icon: "file-text", leaves: [["contractList", "/contract/list"]] },
  {
    mark: "config", path: "/config", icon: "settings",
    leaves: [
      ["area", "/config/area"], ["brand", "/config/brand"], ["serviceItem", "/config/service"], ["package", "/config/package"],
      ["messageEvent", "/config/message-event"], ["globalConfig", "/config/global"], ["installSite", "/config/install-site"],
    ],
  },
  { mark: "log", path: "/log", icon: "list", leaves: [["runLog", "/log/run"], ["operationLog", "/log/operation"]] },
  {
    mark: "system", path: "/system", icon: "user-cog",
    leaves: [["user", "/system/user"], ["role", "/system/role"], ["permission", "/system/permission"], ["menu", "/system/menu"]],
  },
  {
    mark: "integration", path: "/integration", icon: "plug",
    leaves: [["pushAccount", "/integration/push-account"], ["mqAccount", "/integration/mq-account"], ["externalInterface", "/integration/interface"]],
  },
  { mark: "vip", path: "/vip", icon: "crown", leaves: [["vipList", "/vip/list"]] },
  { mark: "notification", path: "/notification", icon: "bell", leaves: [] },
  {
    mark: "account", path: "/account", icon: "user", hideChildrenMenu: true,
    leaves: [["accountCenter", "/account/center"], ["accountSettings", "/account/settings"]],
  },
];

const componentOf = (path: string) => `${path.slice(1)}/index`;

function buildTree(): MenuEntry[] {
  let nextId = 1;
  return groups.map((group) => {
    const id = nextId++;
    const children = group.leaves.map(([mark, path]): MenuEntry => ({
      id: nextId++, mark, path, icon: null, componentPath: componentOf(path), redirectPath: null, hideChildrenMenu: false, children: [],
    }));
    return {
      id,
      mark: group.mark,
      path: group.path,
      icon: group.icon,
      // A group renders its children through a pass-through view; a leaf group (notification) is a page itself.
      componentPath: children.length ? "RouteView" : componentOf(group.path),
      redirectPath: children[0]?.path ?? null,
      hideChildrenMenu: group.hideChildrenMenu ?? false,
      children,
    };
  });
}

export const menuTree: readonly MenuEntry[] = buildTree();

/** Every page-level entry: group leaves, plus groups without children (notification). */
const leaves: MenuEntry[] = menuTree.flatMap((group) => (group.children.length ? group.children : [group]));
const leafByMark = new Map(leaves.map((leaf) => [leaf.mark, leaf]));

/** The tree pruned to the given leaf marks; groups with none of them disappear. */
function pruneTree(marks: ReadonlySet<string>): MenuEntry[] {
  return menuTree.flatMap((group) => {
    if (!group.children.length) return marks.has(group.mark) ? [group] : [];
    const children = group.children.filter((child) => marks.has(child.mark));
    return children.length ? [{ ...group, redirectPath: children[0]!.path, children }] : [];
  });
}

function permission(mark: string, actions: readonly string[]): Permission {
  const leaf = leafByMark.get(mark);
  if (!leaf) throw new Error(`unknown menu mark ${mark}`);
  return { mark, menuId: leaf.id, actionEntitySet: actions.map((action) => ({ mark: action })) };
}

const standardActions = ["add", "delete", "edit", "query", "get", "enable", "disable", "import", "export", "update"] as const;
const extraActions: Record<string, string[]> = {
  volunteerCertificate: ["pass", "reject"],
  deviceReview: ["pass"],
  feedback: ["pass"],
  notification: ["search"],
};

const allPermissions = leaves.map((leaf) => permission(leaf.mark, [...standardActions, ...(extraActions[leaf.mark] ?? [])]));

const userMarks = ["workplace", "smsSentRecord", "vmsSentRecord", "emailSentRecord", "volunteerCertificate"];

const operatorActions: Record<string, string[]> = {
  workplace: [], Monitor: [], deviceList: [], deviceMap: [], deviceReview: [],
  deviceFirmware: ["query", "get"],
  cabinet: ["query", "get"], connector: ["query", "get"], smartLock: ["query", "get"],
  smsSentRecord: [], vmsSentRecord: [], emailSentRecord: [],
  repairRecord: [], incidentRecord: [], inspectionReport: [], deviceInspection: [],
  volunteerList: [],
  volunteerCertificate: ["query", "get", "pass", "reject"],
  notification: ["search", "query", "edit", "delete"],
  accountCenter: [], accountSettings: [],
};

export const ROLE_USER = "ROLE_USER";

export const roles: Record<string, Role> = {
  ROLE_ADMIN: { roleId: 1, name: "超级管理员", mark: "ROLE_ADMIN", type: "SYSTEM", menuList: [...menuTree], permissions: allPermissions },
  ROLE_VIP: { roleId: 2, name: "超级会员", mark: "ROLE_VIP", type: "SYSTEM", menuList: [...menuTree], permissions: allPermissions },
  [ROLE_USER]: {
    roleId: 3, name: "普通用户", mark: ROLE_USER, type: "INSTITUTION",
    menuList: pruneTree(new Set([...userMarks, "accountCenter", "accountSettings"])),
    permissions: userMarks.map((mark) => permission(mark, ["query", "get"])),
  },
  ROLE_OPERATION: {
    roleId: 4, name: "运维人员", mark: "ROLE_OPERATION", type: "OPERATION",
    menuList: pruneTree(new Set(Object.keys(operatorActions))),
    permissions: Object.entries(operatorActions).map(([mark, actions]) =>
      permission(mark, actions.length ? actions : ["query", "get", "add", "edit"]),
    ),
  },
  ROLE_EMPTY: { roleId: 5, name: "未授权角色", mark: "ROLE_EMPTY", type: "INSTITUTION", menuList: [], permissions: null },
};

const grantsByRole = new Map(
  Object.values(roles).map((role) => [
    role.mark,
    new Set((role.permissions ?? []).flatMap((p) => p.actionEntitySet.map((a) => `${p.mark}.${a.mark}`))),
  ]),
);

/** True when the role holds "mark.action" (spec §6). */
export function roleHolds(roleMark: string, permission: string): boolean {
  return grantsByRole.get(roleMark)?.has(permission) ?? false;
}
