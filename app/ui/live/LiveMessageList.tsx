import { Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { deviceHref } from "~/lib/device-links";
import { formatDateTime } from "~/lib/format";
import { liveBadgeTone, liveMessageText } from "~/lib/live";
import type { LiveMessage } from "~/live/hub.server";

/** A message's type (as a badge) and time: `<block>__<part>` around them, `<block>__time` on the time. */
export function LiveMessageMeta({ message, block, part }: { message: LiveMessage; block: string; part: string }) {
  const { t } = useTranslation();
  return (
    <span className={`${block}__${part}`}>
      <span className="badge" data-tone={liveBadgeTone(message)}>
        {t(`live.types.${message.type}`)}
      </span>
      <span className={`${block}__time`}>{formatDateTime(message.createdDate)}</span>
    </span>
  );
}

/**
 * A message's words: a link to its device when it names one, else plain text (the feeds and the alarm pop-up).
 * Not announced to Remix's route discovery as it is drawn (`discover="none"`): every message brings a device path
 * Remix has not seen, and the console's catch-all route makes it ask the server about each one (a fetch and a
 * manifest patch, ~5 ms of the page's main thread per message); the route is looked up when the link is followed.
 */
export function LiveMessageText({ message, text, className, onClick }: { message: LiveMessage; text: string; className: string; onClick?: () => void }) {
  return message.deviceId !== null ? (
    <Link to={deviceHref(message.deviceId)} className={className} onClick={onClick} discover="none">
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
            <LiveMessageMeta message={message} block="live-feed" part="meta" />
            <LiveMessageText message={message} text={text} className="live-feed__text" />
          </li>
        );
      })}
    </ol>
  );
}
