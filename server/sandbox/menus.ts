// The menu tree and the sample roles as they are seeded, and the role as GET /account/permission answers it,
// read from the data (server/sandbox/system.ts keeps menus, permissions, roles and grants as tables the console
// edits). The console builds its navigation and its permission checks from that answer, so marks and paths here
// are the contract.
import type { Database } from "better-sqlite3";
import type { Rights } from "../../app/lib/rights.js";

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

export const MENU_GROUPS: readonly Group[] = [
  { mark: "dashboard", path: "/dashboard", icon: "dashboard", leaves: [["workplace", "/dashboard/workplace"], ["Monitor", "/monitor"]] },
  {
    mark: "device", path: "/device", icon: "aed",
    leaves: [
      ["deviceList", "/device/list"], ["deviceMap", "/device/map"], ["deviceReview", "/device/review"],
      ["deviceFirmware", "/device/firmware"], ["cabinet", "/device/cabinet"], ["cabinetFirmware", "/device/cabinet-firmware"],
      ["connector", "/device/connector"], ["connectorFirmware", "/device/connector-firmware"], ["smartLock", "/device/lock"],
      ["deviceCoverage", "/device/coverage"],
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

/** Names of the seeded menu entries, zh-CN and en-US (the console titles known marks from its own catalogue). */
export const MENU_NAMES: Record<string, [string, string]> = {
  dashboard: ["仪表盘", "Dashboard"], workplace: ["工作台", "Workplace"], Monitor: ["监控大屏", "Monitor"],
  device: ["设备管理", "Device management"], deviceList: ["设备列表", "Devices"], deviceMap: ["设备地图", "Device map"],
  deviceReview: ["设备审核", "Device reviews"], deviceFirmware: ["设备固件", "Device firmware"], cabinet: ["机柜控制器", "Cabinet controllers"],
  cabinetFirmware: ["机柜固件", "Cabinet firmware"], connector: ["云连接器", "Cloud connectors"], connectorFirmware: ["连接器固件", "Connector firmware"],
  smartLock: ["智能锁", "Smart locks"], deviceCoverage: ["AED 覆盖分析", "AED coverage"], agency: ["代理商管理", "Agency management"], agencyList: ["代理商列表", "Agencies"],
  balanceConfig: ["均衡配置", "Balance configuration"], institution: ["机构管理", "Institution management"], institutionList: ["机构列表", "Institutions"],
  solution: ["方案管理", "Solution management"], helpSolution: ["一键呼救", "One-click help"], eventSolution: ["赛事方案", "Event solutions"],
  volunteer: ["志愿者管理", "Volunteer management"], volunteerList: ["志愿者列表", "Volunteers"], volunteerCertificate: ["志愿者证书", "Volunteer certificates"],
  examQuestion: ["考试题目", "Exam questions"], learningData: ["学习资料", "Learning data"], message: ["消息记录", "Message records"],
  smsSentRecord: ["短信发送记录", "SMS sent records"], vmsSentRecord: ["语音发送记录", "Voice sent records"], emailSentRecord: ["邮件发送记录", "E-mail sent records"],
  operation: ["运营维护", "Operation maintenance"], repairRecord: ["报修记录", "Repair records"], incidentRecord: ["事件记录", "Incident records"],
  inspectionReport: ["机构巡检报告", "Institution inspection reports"], deviceInspection: ["设备巡检记录", "Device inspection records"],
  content: ["内容管理", "Content"], news: ["新闻资讯", "News"], course: ["培训课程", "Courses"], video: ["小程序视频", "Videos"],
  questionnaire: ["调查问卷", "Questionnaires"], customerService: ["客户服务", "Customer service"], customerQuestion: ["客户问题", "Customer questions"],
  feedback: ["意见反馈", "Feedback"], contract: ["合同管理", "Contract management"], contractList: ["合同列表", "Contracts"],
  config: ["系统配置", "System config"], area: ["区域", "Areas"], brand: ["品牌", "Brands"], serviceItem: ["服务", "Services"],
  package: ["套餐", "Packages"], messageEvent: ["消息事件", "Message events"], globalConfig: ["全局配置", "Global config"],
  installSite: ["安装场所", "Install sites"], log: ["系统日志", "System logs"], runLog: ["运行日志", "Run log"], operationLog: ["操作日志", "Operation log"],
  system: ["用户管理", "User management"], user: ["用户列表", "Users"], role: ["角色列表", "Roles"], permission: ["权限列表", "Permissions"],
  menu: ["菜单列表", "Menus"], integration: ["外部接口", "External interface"], pushAccount: ["第三方推送账号", "Third-party accounts"],
  mqAccount: ["MQ 账号", "MQ accounts"], externalInterface: ["外部接口（ERP、公共）", "External interface (ERP, public)"],
  vip: ["会员管理", "VIP management"], vipList: ["会员卡列表", "VIP cards"], notification: ["通知中心", "Notification centre"],
  account: ["个人中心", "Personal centre"], accountCenter: ["个人中心", "Personal centre"], accountSettings: ["个人设置", "Account settings"],
};

export const STANDARD_ACTIONS = ["add", "delete", "edit", "query", "get", "enable", "disable", "import", "export", "update"] as const;
/** Actions some screens have beyond the standard ones. */
export const EXTRA_ACTIONS: Record<string, string[]> = {
  volunteerCertificate: ["pass", "reject"],
  deviceReview: ["pass"],
  feedback: ["pass"],
  notification: ["search"],
  user: ["resetPassword"],
};
/** The actions a screen offers (the columns of its row in the permission matrix). */
export const actionsOffered = (mark: string): string[] => [...STANDARD_ACTIONS, ...(EXTRA_ACTIONS[mark] ?? [])];

/** Leaf marks of the seeded tree, in menu order. */
export const SEEDED_LEAVES: readonly string[] = MENU_GROUPS.flatMap((group) => (group.leaves.length ? group.leaves.map(([mark]) => mark) : [group.mark]));

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

export interface SeedRole {
  roleId: number;
  name: string;
  mark: string;
  type: Role["type"];
  describe: string;
  /** Leaf marks in the role's menu. */
  menus: readonly string[];
  /** mark → actions, in the order the permission call lists them. */
  grants: readonly (readonly [string, readonly string[]])[];
}

const everything = SEEDED_LEAVES.map((mark) => [mark, actionsOffered(mark)] as const);

export const SEED_ROLES: readonly SeedRole[] = [
  { roleId: 1, name: "超级管理员", mark: "ROLE_ADMIN", type: "SYSTEM", describe: "全部菜单与操作", menus: SEEDED_LEAVES, grants: everything },
  { roleId: 2, name: "超级会员", mark: "ROLE_VIP", type: "SYSTEM", describe: "会员品牌下的全部菜单与操作", menus: SEEDED_LEAVES, grants: everything },
  {
    roleId: 3, name: "普通用户", mark: ROLE_USER, type: "INSTITUTION", describe: "只读：发送记录与证书",
    menus: [...userMarks, "accountCenter", "accountSettings"],
    grants: userMarks.map((mark) => [mark, ["query", "get"]] as const),
  },
  {
    roleId: 4, name: "运维人员", mark: "ROLE_OPERATION", type: "OPERATION", describe: "设备运维与记录",
    menus: Object.keys(operatorActions),
    grants: Object.entries(operatorActions).map(([mark, actions]) => [mark, actions.length ? actions : ["query", "get", "add", "edit"]] as const),
  },
  { roleId: 5, name: "未授权角色", mark: "ROLE_EMPTY", type: "INSTITUTION", describe: "没有任何权限", menus: [], grants: [] },
];

interface MenuRow {
  id: number;
  parentId: number | null;
  mark: string;
  path: string;
  icon: string | null;
  componentPath: string | null;
  redirectPath: string | null;
  hideChildrenMenu: number | null;
}

const entryOf = (row: MenuRow, children: MenuEntry[]): MenuEntry => ({
  id: row.id,
  mark: row.mark,
  path: row.path,
  icon: row.icon,
  componentPath: row.componentPath ?? (children.length ? "RouteView" : `${row.path.slice(1)}/index`),
  // A group opens its first visible child.
  redirectPath: children.length ? children[0]!.path : row.redirectPath,
  hideChildrenMenu: row.hideChildrenMenu === 1,
  children,
});

/** The menu tree as stored, pruned to the given menu ids (a group stays when one of its children does). */
export function menuTreeOf(db: Database, visible?: ReadonlySet<number>): MenuEntry[] {
  const rows = db.prepare("SELECT id, parentId, mark, path, icon, componentPath, redirectPath, hideChildrenMenu FROM menus ORDER BY orderNo, id").all() as MenuRow[];
  const childrenOf = new Map<number | null, MenuRow[]>();
  for (const row of rows) childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row]);
  const build = (row: MenuRow): MenuEntry[] => {
    const kids = childrenOf.get(row.id) ?? [];
    if (!kids.length) return !visible || visible.has(row.id) ? [entryOf(row, [])] : [];
    const children = kids.flatMap(build);
    return children.length ? [entryOf(row, children)] : [];
  };
  return (childrenOf.get(null) ?? []).flatMap(build);
}

/** The role as GET /account/permission answers it; a disabled or unknown role holds nothing (permissions null). */
export function roleOf(db: Database, mark: string): Role {
  const role = db.prepare("SELECT id, name, mark, type, status FROM roles WHERE mark = ?").get(mark) as
    | { id: number; name: string; mark: string; type: Role["type"]; status: number }
    | undefined;
  if (!role || role.status !== 1) return { roleId: role?.id ?? 0, name: role?.name ?? mark, mark, type: role?.type ?? "INSTITUTION", menuList: [], permissions: null };
  const menuIds = new Set((db.prepare("SELECT menuId FROM role_menus WHERE roleId = ?").all(role.id) as { menuId: number }[]).map((r) => r.menuId));
  const grants = db
    .prepare(
      `SELECT g.mark, g.action, m.id AS menuId FROM role_actions g LEFT JOIN menus m ON m.mark = g.mark
       WHERE g.roleId = ? ORDER BY g.rowid`,
    )
    .all(role.id) as { mark: string; action: string; menuId: number | null }[];
  const permissions = new Map<string, Permission>();
  for (const grant of grants) {
    const permission = permissions.get(grant.mark) ?? { mark: grant.mark, menuId: grant.menuId ?? 0, actionEntitySet: [] };
    permission.actionEntitySet.push({ mark: grant.action });
    permissions.set(grant.mark, permission);
  }
  return {
    roleId: role.id,
    name: role.name,
    mark: role.mark,
    type: role.type,
    menuList: menuTreeOf(db, menuIds),
    permissions: permissions.size ? [...permissions.values()] : null,
  };
}

/** True when the role holds "mark.action" (spec §6), read from the grants as they are now. */
export function roleHolds(db: Database, roleMark: string | null, permission: string): boolean {
  const dot = permission.lastIndexOf(".");
  return Boolean(
    db
      .prepare("SELECT 1 FROM role_actions g JOIN roles r ON r.id = g.roleId WHERE r.mark = ? AND r.status = 1 AND g.mark = ? AND g.action = ?")
      .get(roleMark, permission.slice(0, dot), permission.slice(dot + 1)),
  );
}

/**
 * The role's rights (app/lib/rights.ts): its "mark.action" grants as stored. `held`: only while the role is enabled
 * (what an account of it holds now); otherwise a disabled role's grants count too (what enabling it gives back).
 */
export function rightsOf(db: Database, roleMark: string | null, { held = false } = {}): Rights {
  if (!roleMark) return { role: null, grants: [] };
  const rows = db
    .prepare(`SELECT g.mark || '.' || g.action AS grant FROM role_actions g JOIN roles r ON r.id = g.roleId WHERE r.mark = ?${held ? " AND r.status = 1" : ""} ORDER BY g.rowid`)
    .all(roleMark) as { grant: string }[];
  return { role: roleMark, grants: rows.map((row) => row.grant) };
}
