import { Alert } from "~/ui/mantine";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { Flash } from "~/auth/session-store.server";
import { translateMessage } from "~/i18n/messages";

/** §8/§9: notices stay 4 s (with JavaScript); without it they stay on the page until the next one. */
const NOTICE_MS = 4000;

export function FlashMessages({ messages }: { messages: Flash[] }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(messages);
  // New notices replace the shown ones. A reload that brings none (a live message's refresh just after a save, or the
  // next page) leaves the shown ones to their own 4 s: each notice is taken from the session once, so hiding it then
  // would lose it.
  useEffect(() => {
    if (messages.length) setVisible(messages);
  }, [messages]);
  useEffect(() => {
    if (!visible.length) return;
    const timer = window.setTimeout(() => setVisible([]), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [visible]);
  // The region stays on the page, empty between notices, so a notice shown into it is announced (politely).
  return (
    <div className="flash" role="status" aria-live="polite" data-empty={visible.length ? undefined : ""}>
      {visible.map((flash, index) => (
        <Alert
          key={`${flash.message}-${index}`}
          color={flash.level === "error" ? "red" : flash.level === "success" ? "green" : "blue"}
          variant="light"
          title={translateMessage(t, flash.message)}
          data-testid={`flash-${flash.level}`}
          withCloseButton
          closeButtonLabel={t("common.dismiss")}
          onClose={() => setVisible((current) => current.filter((_, i) => i !== index))}
        >
          {translateMessage(t, flash.detail)}
        </Alert>
      ))}
    </div>
  );
}
