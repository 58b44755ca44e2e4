import { Badge } from "~/ui/mantine/Badge";
import { PlainText } from "~/ui/PlainLayout";
import { useLocation, useRevalidator } from "@remix-run/react";
import { Link } from "~/ui/links";
import IconBell from "@tabler/icons-react/dist/esm/icons/IconBell.mjs";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/react";
import type { NotificationOverview } from "~/platform/notifications.server";
import { formatDateTime } from "~/lib/format";
import { Dropdown } from "./Dropdown";

const BELL_REFRESH_MS = 3_600_000;
const HIDE_ON_SIDE_SCROLL_PX = 60;

/** Up to 5 unread messages with content and date, an empty state and a link to all (§2, §9). */
export function Bell({ overview, autoOpen }: { overview: NotificationOverview; autoOpen: boolean }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  // The router's own function (stable); hourly, so not worth useRevalidateWhenIdle in every page's first-load JS.
  const { revalidate } = revalidator;
  useEffect(() => {
    const timer = window.setInterval(revalidate, BELL_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [revalidate]);
  const count = overview.unreadCount;
  const location = useLocation();
  const refreshParams = new URLSearchParams(location.search);
  refreshParams.set("refreshBell", "1");
  return (
    <Dropdown
      className="bell"
      testId="bell"
      defaultOpen={autoOpen}
      closeOnScrollX={HIDE_ON_SIDE_SCROLL_PX}
      summaryLabel={`${t("layout.notifications")}${count ? ` (${t("bell.unreadCount", { count })})` : ""}`}
      summary={
        <span className="bell__icon">
          <IconBell size={20} stroke={1.6} aria-hidden="true" />
          {count > 0 && (
            <Badge component="span" size="xs" color="red" circle className="bell__badge" data-testid="bell-count">
              {count > 99 ? "99+" : count}
            </Badge>
          )}
        </span>
      }
    >
      <div className="bell__panel" role="region" aria-label={t("bell.title")}>
        <PlainText fw={600} size="sm" className="bell__title">
          {t("bell.title")}
        </PlainText>
        {overview.notificationMessageList.length === 0 ? (
          <PlainText c="dimmed" size="sm" className="bell__empty" data-testid="bell-empty">
            {t("bell.empty")}
          </PlainText>
        ) : (
          <ul className="bell__list">
            {overview.notificationMessageList.slice(0, 5).map((message) => (
              <li key={message.id} className="bell__item">
                <PlainText size="sm" lineClamp={2}>
                  {message.content}
                </PlainText>
                <PlainText size="xs" c="dimmed">
                  {formatDateTime(message.createdDate)}
                </PlainText>
              </li>
            ))}
          </ul>
        )}
        <div className="bell__footer">
          <Link to="/notification" className="bell__all">
            {t("bell.viewAll")}
          </Link>
          {/* Without JavaScript nothing pushes new messages: this reloads the page with a fresh count. With it, the
              loaders are re-run in place. */}
          <Link
            to={`${location.pathname}?${refreshParams}`}
            className="bell__refresh"
            data-testid="bell-refresh"
            onClick={(event) => {
              event.preventDefault();
              revalidator.revalidate();
            }}
          >
            {t("live.refresh")}
          </Link>
        </div>
      </div>
    </Dropdown>
  );
}
