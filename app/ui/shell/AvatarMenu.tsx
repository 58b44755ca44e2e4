import { Avatar } from "~/ui/mantine/Avatar";
import { PlainGroup } from "~/ui/PlainLayout";
import { Link } from "~/ui/links";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { clientOnly } from "~/ui/lazy";
import { Dropdown } from "./Dropdown";

const LogoutConfirm = clientOnly(() => import("./LogoutConfirm"));

/** Settings and logout (§2). Logout asks for confirmation: a modal with JavaScript, the /logout page without. */
export function AvatarMenu({ name, avatar, settingsHref }: { name: string; avatar?: string | null; settingsHref: string }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Dropdown
        className="avatar-menu"
        testId="avatar-menu"
        summaryLabel={name}
        summary={
          // Spans: a <summary> holds phrasing content only.
          <PlainGroup component="span" gap={6} wrap="nowrap">
            <Avatar component="span" src={avatar ?? undefined} size="sm" radius="xl" alt="">
              {name.slice(0, 1)}
            </Avatar>
            <span className="avatar-menu__name">{name}</span>
          </PlainGroup>
        }
      >
        <ul className="dropdown__menu">
          <li>
            <Link to="/account/center">{t("layout.accountCenter")}</Link>
          </li>
          <li>
            <Link to="/account/settings">{t("layout.settings")}</Link>
          </li>
          <li>
            <Link to={settingsHref}>{t("settings.open")}</Link>
          </li>
          <li>
            <Link
              to="/logout"
              data-testid="logout-link"
              // Without JavaScript the link leads to the sign-out page, which asks the same.
              onClick={(event) => {
                event.preventDefault();
                setConfirming(true);
              }}
            >
              {t("layout.logout")}
            </Link>
          </li>
        </ul>
      </Dropdown>
      {confirming && <LogoutConfirm onClose={() => setConfirming(false)} />}
    </>
  );
}
