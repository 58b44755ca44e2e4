import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { deviceHref } from "~/lib/device-links";
import { formatDateTime } from "~/lib/format";
import { liveBadgeTone, liveMessageText } from "~/lib/live";
import type { LiveMessage } from "~/live/hub.server";

/** A message's words: a link to its device when it names one, else plain text (the feeds and the alarm pop-up). */
export function LiveMessageText({ message, text, className, onClick }: { message: LiveMessage; text: string; className: string; onClick?: () => void }) {
  return message.deviceId !== null ? (
    <Link to={deviceHref(message.deviceId)} className={className} onClick={onClick}>
      {text}
    </Link>
  ) : (
    <span className={className}>{text}</span>
  );
}

/**
 * Live messages, newest first, each linking to its device: the header's panel, the feed's page and the monitor.
 * Plain elements (it is drawn on every page); no live region (a list read again whole at each message is noise).
 */
export function LiveMessageList({ messages, testId }: { messages: readonly LiveMessage[]; testId: string }) {
  const { t } = useTranslation();
  if (!messages.length) {
    return (
      <p className="live-feed__empty" data-testid={`${testId}-empty`}>
        {t("live.empty")}
      </p>
    );
  }
  return (
    <ol className="live-feed" data-testid={testId}>
      {messages.map((message) => {
        const text = liveMessageText(t, message);
        return (
          <li key={message.id} className="live-feed__item" data-type={message.type}>
            <span className="live-feed__meta">
              <span className="badge" data-tone={liveBadgeTone(message)}>
                {t(`live.types.${message.type}`)}
              </span>
              <span className="live-feed__time">{formatDateTime(message.createdDate)}</span>
            </span>
            <LiveMessageText message={message} text={text} className="live-feed__text" />
          </li>
        );
      })}
    </ol>
  );
}
