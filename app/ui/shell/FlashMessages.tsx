import { Alert } from "~/ui/mantine";
import { useEffect, useMemo, useState } from "react";
import { useRouteLoaderData } from "@remix-run/react";
import { CONSOLE_ROUTE_ID } from "~/ui/console-data";
import { useTranslation } from "~/i18n/react";
import type { Flash } from "~/auth/session-store.server";
import { translateMessage } from "~/i18n/messages";

/** §8/§9: notices stay 4 s (with JavaScript); without it they stay on the page until the next one. */
const NOTICE_MS = 4000;

/** The frame's notice area: every notice but those a page section shows itself (`at`, see SectionNotices). */
export function FlashMessages({ messages: all }: { messages: Flash[] }) {
  const { t } = useTranslation();
  const messages = useMemo(() => all.filter((flash) => !flash.at), [all]);
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

/**
 * The notices about one section of the page (a flash with `at` = the section's id), shown inside it: a redirect to
 * `page#section` lands the browser there, so the outcome is in view (issue 34 §2: a failed WeChat binding).
 */
export function SectionNotices({ at }: { at: string }) {
  const { t } = useTranslation();
  const data = useRouteLoaderData(CONSOLE_ROUTE_ID) as { flash?: Flash[] } | undefined;
  const notices = (data?.flash ?? []).filter((flash) => flash.at === at);
  if (!notices.length) return null;
  return (
    <div role="status" aria-live="polite">
      {notices.map((flash, index) => (
        <Alert
          key={`${flash.message}-${index}`}
          color={flash.level === "error" ? "red" : flash.level === "success" ? "green" : "blue"}
          variant="light"
          mb="sm"
          title={translateMessage(t, flash.message)}
          data-testid={`flash-${flash.level}`}
        >
          {translateMessage(t, flash.detail)}
        </Alert>
      ))}
    </div>
  );
}
