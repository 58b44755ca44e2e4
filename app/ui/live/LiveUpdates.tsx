import { notifications } from "@mantine/notifications";
import { useTranslation } from "~/i18n/react";
import { liveColor, liveMessageText } from "~/lib/live";
import { useRevalidateWhenIdle } from "~/ui/use-revalidate-when-idle";
import { useLiveStream } from "./use-live-stream";

const STALE_ID = "live-stale";
const MESSAGE_MS = 8_000;

/**
 * The console frame's live messages: a notification for each new one, the bell refreshed when a message stored a
 * notification, and a lasting notice while the feed is stale. Renders nothing itself (no JavaScript, no stream).
 */
export default function LiveUpdates() {
  const { t } = useTranslation();
  const revalidate = useRevalidateWhenIdle();
  useLiveStream({
    onMessage(message) {
      notifications.show({
        title: t(`live.types.${message.type}`),
        message: liveMessageText(t, message),
        color: liveColor(message),
        autoClose: MESSAGE_MS,
        className: "live-notification",
        // Announced politely (Mantine's default role is "alert", assertive).
        role: "status",
        closeButtonProps: { "aria-label": t("common.close") },
      });
      if (message.notificationId !== null && message.notificationId !== undefined) revalidate();
    },
    onState(state) {
      if (state === "stale") {
        notifications.show({ id: STALE_ID, role: "status", message: t("live.stale"), color: "yellow", autoClose: false, withCloseButton: true, loading: true, closeButtonProps: { "aria-label": t("common.close") } });
      } else notifications.hide(STALE_ID);
    },
  });
  return null;
}
