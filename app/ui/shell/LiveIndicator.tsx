import { useLocation } from "@remix-run/react";
import { Form, Link } from "~/ui/links";
import IconBroadcast from "@tabler/icons-react/dist/esm/icons/IconBroadcast.mjs";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { LIVE_FEED_PATH, mergeFeed } from "~/lib/live";
import type { LiveMessage } from "~/live/hub.server";
import { LiveMessageList } from "~/ui/live/LiveMessageList";
import { LIVE_STREAM_URL, useLiveStream } from "~/ui/live/use-live-stream";
import { Dropdown } from "./Dropdown";

/** What the console frame's loader gives (app/live/feed.server.ts LiveFeedView, as JSON). */
export interface LiveIndicatorData {
  messages: LiveMessage[];
  unseen: number;
  paused: boolean;
  stale: boolean;
}

const PANEL_SIZE = 8;

/**
 * The header's quiet live indicator (issue 35): the count of messages since the user last looked, and a <details>
 * panel with the newest ones, a link to the feed's page and "Pause live updates". Without JavaScript the count and
 * the list are those of the page's load; with it they follow the stream in place (not while paused).
 */
export function LiveIndicator({ live, here }: { live: LiveIndicatorData; here: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [pushed, setPushed] = useState<LiveMessage[]>([]);
  const [unseen, setUnseen] = useState(live.unseen);
  const [stale, setStale] = useState(live.stale);
  const [open, setOpen] = useState(false);
  // A page load brings the server's own count and list: what was pushed before it is in them.
  useEffect(() => {
    setPushed([]);
    setUnseen(live.unseen);
    setStale(live.stale);
  }, [live]);
  const messages = mergeFeed(pushed, live.messages, PANEL_SIZE);
  const newest = messages[0];
  useLiveStream({
    onMessage(message) {
      setPushed((current) => mergeFeed([message], current, PANEL_SIZE));
      if (!open) setUnseen((count) => count + 1);
    },
    onState: (state) => setStale(state !== "live"),
  });
  const looked = (isOpen: boolean) => {
    setOpen(isOpen);
    if (!isOpen || !newest) return;
    setUnseen(0);
    // Remembered in the session, so the next page counts from here too (best effort: a failure only recounts).
    const body = new URLSearchParams({ intent: "seen", id: String(newest.id) });
    fetch(LIVE_STREAM_URL, { method: "POST", body, keepalive: true }).catch(() => undefined);
  };
  const count = location.pathname === LIVE_FEED_PATH ? 0 : unseen;
  const state = live.paused ? t("live.pausedShort") : stale ? t("live.reconnecting") : count ? t("live.newCount", { count }) : "";
  return (
    <Dropdown
      className="live-indicator"
      testId="live-indicator"
      onToggle={looked}
      summaryLabel={`${t("live.title")}${state ? ` (${state})` : ""}`}
      summary={
        <span className="live-indicator__icon" data-state={live.paused ? "paused" : stale ? "stale" : "live"}>
          <IconBroadcast size={20} stroke={1.6} aria-hidden="true" />
          {count > 0 && !live.paused && (
            <span className="live-indicator__badge" data-testid="live-count">
              {count > 99 ? "99+" : count}
            </span>
          )}
          {(live.paused || stale) && <span className="live-indicator__mark" />}
        </span>
      }
    >
      <div className="live-indicator__panel bell__panel" role="region" aria-label={t("live.title")}>
        <p className="bell__title live-indicator__title">
          <strong>{t("live.title")}</strong>
        </p>
        {live.paused && (
          <p className="live-indicator__note" data-testid="live-paused">
            {t("live.pausedNote")}
          </p>
        )}
        {stale && !live.paused && <p className="live-indicator__note">{t("live.stale")}</p>}
        <LiveMessageList messages={messages} testId="live-panel-list" />
        <div className="live-indicator__footer">
          <Link to={LIVE_FEED_PATH} className="bell__all" data-testid="live-feed-link">
            {t("live.viewAll")}
          </Link>
          <LivePauseForm paused={live.paused} here={here} />
        </div>
      </div>
    </Dropdown>
  );
}

/** "Pause live updates" / "Resume": a plain form, kept in the server-side session, back to the page it was sent from. */
export function LivePauseForm({ paused, here }: { paused: boolean; here: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post" action={LIVE_STREAM_URL} data-testid="live-pause-form">
      <input type="hidden" name="redirectTo" value={here} />
      <button type="submit" name="intent" value={paused ? "resume" : "pause"}>
        {paused ? t("live.resume") : t("live.pause")}
      </button>
    </Form>
  );
}
