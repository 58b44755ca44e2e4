import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { Link } from "~/ui/links";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { requireUser } from "~/auth/user.server";
import { readSessionData } from "~/auth/session-store.server";
import { formatDateTime } from "~/lib/format";
import { LIVE_FEED_PATH, mergeFeed, visibleLiveTypes } from "~/lib/live";
import type { LiveMessage } from "~/live/hub.server";
import { recentFor } from "~/live/feed.server";
import { RECENT_SIZE } from "~/live/hub.server";
import { LiveMessageList } from "~/ui/live/LiveMessageList";
import { useLiveStream } from "~/ui/live/use-live-stream";
import { pageTitle } from "~/ui/page-title";
import { LivePauseForm } from "~/ui/shell/LiveIndicator";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "live.title");

/**
 * The live-message feed as a page of its own (issue 35): what the header's panel shows, all the recent messages, for
 * browsers without JavaScript too. Visiting it counts as looking (the frame's loader moves the "seen" mark).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const types = visibleLiveTypes(user.can);
  if (!types.length) throw new Response("Forbidden", { status: 403 });
  const { messages, stale } = recentFor(types);
  const paused = Boolean((await readSessionData(user.sessionId))?.live?.paused);
  return json({ messages, stale, paused, renderedAt: formatDateTime(new Date()) });
}

export default function LiveFeedPage() {
  const { t } = useTranslation();
  const loaded = useLoaderData<typeof loader>();
  const location = useLocation();
  const [pushed, setPushed] = useState<LiveMessage[]>([]);
  useEffect(() => setPushed([]), [loaded]);
  useLiveStream({ onMessage: (message) => setPushed((current) => mergeFeed([message], current, RECENT_SIZE)) });
  const messages = mergeFeed(pushed, loaded.messages, RECENT_SIZE);
  return (
    <section className="live-feed-page" aria-labelledby="live-feed-title">
      <div className="live-feed-page__head">
        <h1 id="live-feed-title" className="live-feed-page__title">
          {t("live.title")}
        </h1>
        <div className="live-feed-page__pause">
          <LivePauseForm paused={loaded.paused} here={`${location.pathname}${location.search}`} />
        </div>
      </div>
      <p className="live-feed-page__meta">
        {loaded.paused ? t("live.pausedNote") : t("live.feedHint")} {t("live.renderedAt", { time: loaded.renderedAt })}{" "}
        {/* Without JavaScript nothing is pushed: this shows what arrived since. */}
        <Link to={LIVE_FEED_PATH} reloadDocument data-testid="live-feed-refresh">
          {t("live.refresh")}
        </Link>
      </p>
      {loaded.stale && <p className="live-indicator__note">{t("live.staleServer")}</p>}
      <LiveMessageList messages={messages} testId="live-feed-page" />
    </section>
  );
}
