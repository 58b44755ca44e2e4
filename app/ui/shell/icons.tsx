import {
  IconBell,
  IconBuilding,
  IconCircleDot,
  IconCrown,
  IconDashboard,
  IconFileText,
  IconHeadset,
  IconHeartbeat,
  IconLifebuoy,
  IconList,
  IconMessage,
  IconNews,
  IconPlug,
  IconSettings,
  IconSitemap,
  IconTool,
  IconUser,
  IconUserCog,
  IconUsers,
} from "@tabler/icons-react";

/** The platform names menu icons; unknown names get a neutral dot rather than nothing. */
const ICONS: Record<string, typeof IconDashboard> = {
  dashboard: IconDashboard,
  aed: IconHeartbeat,
  building: IconBuilding,
  sitemap: IconSitemap,
  lifebuoy: IconLifebuoy,
  users: IconUsers,
  message: IconMessage,
  tool: IconTool,
  news: IconNews,
  headset: IconHeadset,
  "file-text": IconFileText,
  settings: IconSettings,
  list: IconList,
  "user-cog": IconUserCog,
  plug: IconPlug,
  crown: IconCrown,
  bell: IconBell,
  user: IconUser,
};

export function MenuIcon({ name, size = 18 }: { name?: string | null; size?: number }) {
  const Icon = (name && ICONS[name]) || IconCircleDot;
  return <Icon size={size} stroke={1.6} aria-hidden="true" className="menu-icon" />;
}
