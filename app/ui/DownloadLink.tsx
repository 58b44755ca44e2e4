import { Button } from "~/ui/mantine";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";

/**
 * A file download that may take minutes (device export: up to 600 s). Without JavaScript it is a plain link (no
 * `download` attribute: the answer's Content-Disposition makes it a download, and a refusal can still navigate) the
 * browser downloads with its own progress. With JavaScript it fetches the file itself, shows the seconds
 * elapsed, and names the error if the server refuses, instead of leaving the user looking at nothing.
 */
export function DownloadLink({
  href,
  children,
  busyLabel,
  errorLabel,
  testId,
}: {
  href: string;
  children: ReactNode;
  /** Text while downloading, given the seconds elapsed. */
  busyLabel: (seconds: number) => string;
  errorLabel: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [seconds, setSeconds] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const start = async (event: React.MouseEvent) => {
    // (React attaches this handler once it handles the page: without it the link downloads by itself.)
    if (event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    if (seconds !== null) return;
    const controller = new AbortController();
    abort.current = controller;
    setFailed(false);
    setSeconds(0);
    const began = Date.now();
    const timer = window.setInterval(() => setSeconds(Math.floor((Date.now() - began) / 1000)), 1000);
    try {
      const response = await fetch(href, { signal: controller.signal, credentials: "same-origin" });
      if (!response.ok) throw new Error(String(response.status));
      const blob = await response.blob();
      const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(response.headers.get("Content-Disposition") ?? "")?.[1];
      const url = URL.createObjectURL(blob);
      const anchor = document.createElement("a");
      anchor.href = url;
      anchor.download = name ? decodeURIComponent(name) : "download";
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      if (!controller.signal.aborted) setFailed(true);
    } finally {
      window.clearInterval(timer);
      setSeconds(null);
    }
  };

  return (
    <span className="download-link">
      <Button component="a" href={href} variant="default" onClick={start} loading={seconds !== null} data-testid={testId}>
        {children}
      </Button>
      <span role="status" aria-live="polite" className="download-link__status">
        {seconds !== null ? busyLabel(seconds) : failed ? <span className="danger">{errorLabel}</span> : null}
      </span>
      {seconds !== null && (
        <Button variant="subtle" size="compact-sm" onClick={() => abort.current?.abort()}>
          {t("common.cancel")}
        </Button>
      )}
    </span>
  );
}
