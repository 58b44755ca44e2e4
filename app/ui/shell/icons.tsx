import IconBell from "@tabler/icons-react/dist/esm/icons/IconBell.mjs";
import IconBuilding from "@tabler/icons-react/dist/esm/icons/IconBuilding.mjs";
import IconCircleDot from "@tabler/icons-react/dist/esm/icons/IconCircleDot.mjs";
import IconCrown from "@tabler/icons-react/dist/esm/icons/IconCrown.mjs";
import IconDashboard from "@tabler/icons-react/dist/esm/icons/IconDashboard.mjs";
import IconFileText from "@tabler/icons-react/dist/esm/icons/IconFileText.mjs";
import IconHeadset from "@tabler/icons-react/dist/esm/icons/IconHeadset.mjs";
import IconHeartbeat from "@tabler/icons-react/dist/esm/icons/IconHeartbeat.mjs";
import IconLifebuoy from "@tabler/icons-react/dist/esm/icons/IconLifebuoy.mjs";
import IconList from "@tabler/icons-react/dist/esm/icons/IconList.mjs";
import IconMessage from "@tabler/icons-react/dist/esm/icons/IconMessage.mjs";
import IconNews from "@tabler/icons-react/dist/esm/icons/IconNews.mjs";
import IconPlug from "@tabler/icons-react/dist/esm/icons/IconPlug.mjs";
import IconSettings from "@tabler/icons-react/dist/esm/icons/IconSettings.mjs";
import IconSitemap from "@tabler/icons-react/dist/esm/icons/IconSitemap.mjs";
import IconTool from "@tabler/icons-react/dist/esm/icons/IconTool.mjs";
import IconUser from "@tabler/icons-react/dist/esm/icons/IconUser.mjs";
import IconUserCog from "@tabler/icons-react/dist/esm/icons/IconUserCog.mjs";
import IconUsers from "@tabler/icons-react/dist/esm/icons/IconUsers.mjs";

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
