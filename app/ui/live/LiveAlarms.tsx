import { Link } from "~/ui/links";
import IconX from "@tabler/icons-react/dist/esm/icons/IconX.mjs";
import { type CSSProperties, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { type AlarmSettings, AnnounceGate, isAlarm, LIVE_FEED_PATH, liveMessageText, mergeFeed, widthBelowLargestPaint } from "~/lib/live";
import type { LiveMessage } from "~/live/hub.server";
import { useRevalidateWhenIdle } from "~/ui/use-revalidate-when-idle";
import { LiveMessageMeta, LiveMessageText } from "./LiveMessageList";
import { useLiveStream } from "./use-live-stream";

/** How long a pop-up stays (its clock stops while it is hovered or focused). */
export const ALARM_MS = 15_000;
/** The one live region says something at most this often. */
export const ANNOUNCE_GAP_MS = 5_000;
/**
 * A freshly loaded document shows its first pop-up once the user has touched the page or this long after the load
 * began: until the first input the browser is still choosing the page's largest contentful paint, and a pop-up
 * must never be it (an input before this code loaded counts: navigator.userActivation). After a client-side navigation the time has long passed.
 */
export const SETTLE_MS = 10_000;
const KEPT = 50;
const FIRST_INPUT = ["pointerdown", "keydown", "wheel", "touchstart"] as const;
/** The inputs after which browsers no longer take a new largest paint as the page's LCP (a scroll may not be one). */
const LCP_ENDING_INPUT = ["pointerdown", "keydown"] as const;
/** The pop-up's tallest line box: its text lines are 20 px (deferred.css), the head with its badge 24 px. */
const LINE_PX = 24;

/**
 * The largest contentful paint the browser has seen so far while it may still take a new one (until the user's first
 * click or key); null once it no longer does, or where the browser does not report it. A pop-up that arrives on a
 * page nobody has touched keeps each of its lines smaller than this, so that even a slow load on a phone, whose own
 * largest paint is a table cell, never reports the alarm as its LCP.
 */
function useLargestPaintWhileUntouched(): number | null {
  const [largest, setLargest] = useState<number | null>(null);
  // Not navigator.userActivation: it carries over from the previous page of the same site (after signing in, say),
  // while this document's LCP still waits for an input of its own.
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (touched || !PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")) return;
    const paints = new PerformanceObserver((list) => {
      const size = Math.max(0, ...list.getEntries().map((entry) => (entry as PerformanceEntry & { size: number }).size));
      setLargest((before) => Math.max(before ?? 0, size));
    });
    paints.observe({ type: "largest-contentful-paint", buffered: true });
    const touch = () => setTouched(true);
    // An input before this code ran is the document's first input (Event Timing), where browsers report it.
    const firstInput = new PerformanceObserver(touch);
    if (PerformanceObserver.supportedEntryTypes.includes("first-input")) firstInput.observe({ type: "first-input", buffered: true });
    for (const type of LCP_ENDING_INPUT) window.addEventListener(type, touch, { capture: true, passive: true, once: true });
    return () => {
      paints.disconnect();
      firstInput.disconnect();
      for (const type of LCP_ENDING_INPUT) window.removeEventListener(type, touch, { capture: true });
    };
  }, [touched]);
  return touched ? null : largest;
}

/**
 * The alarms of the console frame (issue 35): only alarm-level messages the account hears (isAlarm) pop up, one at a
 * time in a corner where no control is, the ones behind it folded into "N more"; never focused, closed by Esc or its
 * button, paused while hovered or focused; said through one polite region at most every few seconds. Every message
 * still goes to the header's feed; a message that stored a notification refreshes the bell.
 */
export default function LiveAlarms({ settings }: { settings: AlarmSettings }) {
  const { t } = useTranslation();
  const revalidate = useRevalidateWhenIdle();
  const [queue, setQueue] = useState<LiveMessage[]>([]);
  // An input before this code loaded counts too: the browser's own record of it (a click, a key; absent in old ones).
  const [ready, setReady] = useState(() => performance.now() >= SETTLE_MS || Boolean(navigator.userActivation?.hasBeenActive));
  const [held, setHeld] = useState(false);
  const largestPaint = useLargestPaintWhileUntouched();
  const [said, setSaid] = useState("");
  const box = useRef<HTMLDivElement>(null);
  const words = (message: LiveMessage) => `${t(`live.types.${message.type}`)}: ${liveMessageText(t, message)}`;

  // One polite region, at most one announcement per gap; what comes sooner is said together afterwards.
  const gate = useRef<AnnounceGate | null>(null);
  gate.current ??= new AnnounceGate(ANNOUNCE_GAP_MS, (count, newest) => t("live.alarmSummary", { count, newest }));
  const later = useRef<number | undefined>(undefined);
  const announce = useCallback((text: string) => {
    const now = Date.now();
    const out = gate.current!.offer(text, now);
    if (out !== null) setSaid(out);
    else if (later.current === undefined) {
      later.current = window.setTimeout(() => {
        later.current = undefined;
        const flushed = gate.current!.flush(Date.now());
        if (flushed !== null) setSaid(flushed);
      }, Math.max(0, (gate.current!.due() ?? now) - now));
    }
  }, []);
  useEffect(() => () => window.clearTimeout(later.current), []);

  useEffect(() => {
    if (ready) return;
    const go = () => setReady(true);
    const timer = window.setTimeout(go, Math.max(0, SETTLE_MS - performance.now()));
    for (const type of FIRST_INPUT) window.addEventListener(type, go, { capture: true, passive: true, once: true });
    return () => {
      window.clearTimeout(timer);
      for (const type of FIRST_INPUT) window.removeEventListener(type, go, { capture: true });
    };
  }, [ready]);

  const current = ready ? queue[0] : undefined;
  const more = queue.length - 1;

  useLiveStream({
    onMessage(message) {
      if (message.notificationId !== null && message.notificationId !== undefined) revalidate();
      if (!isAlarm(message, settings)) return;
      setQueue((waiting) => mergeFeed([message], waiting, KEPT));
      if (ready) announce(words(message));
    },
  }, true, true);
  // Alarms that came before the page settled are said when it has (together, by the gate).
  const wasReady = useRef(ready);
  useEffect(() => {
    if (ready && !wasReady.current) for (const message of [...queue].reverse()) announce(words(message));
    wasReady.current = ready;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  const dismiss = useCallback(() => {
    setQueue([]);
    setHeld(false);
  }, []);

  // Its clock: restarted for each newer alarm, stopped while hovered or focused.
  useEffect(() => {
    if (!current || held) return;
    const timer = window.setTimeout(dismiss, ALARM_MS);
    return () => window.clearTimeout(timer);
  }, [current, held, dismiss]);

  // Esc closes it, unless a dialog is open (Esc is that dialog's).
  useEffect(() => {
    if (!current) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      if (document.querySelector('[aria-modal="true"], dialog[open]')) return;
      dismiss();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [current, dismiss]);

  // While it shows, a page that scrolls gets room at its end, so nothing stays under it (no new scrollbar: no shift).
  // The room is the footer's own property: set on the root, a custom property is restyled in every element of the page.
  useEffect(() => {
    const root = document.documentElement;
    if (!current || root.scrollHeight <= window.innerHeight) return;
    document.querySelector<HTMLElement>(".shell__footer")?.style.setProperty("--live-alarm-space", `${(box.current?.offsetHeight ?? 80) + 24}px`);
    root.setAttribute("data-live-alarm", "");
    return () => root.removeAttribute("data-live-alarm");
  }, [current]);

  return (
    <>
      <p role="status" className="visually-hidden" data-testid="live-alarm-announcer">
        {said}
      </p>
      {current && (
        <div
          ref={box}
          className="live-alarm"
          role="group"
          aria-label={t("live.alarm")}
          data-testid="live-alarm"
          data-type={current.type}
          data-capped={largestPaint === null ? undefined : ""}
          style={largestPaint === null ? undefined : ({ "--live-alarm-line": `${widthBelowLargestPaint(largestPaint, LINE_PX)}px` } as CSSProperties)}
          onMouseEnter={() => setHeld(true)}
          onMouseLeave={() => setHeld(box.current?.contains(document.activeElement) ?? false)}
          onFocus={() => setHeld(true)}
          onBlur={(event) => setHeld(box.current?.contains(event.relatedTarget as Node) ?? false)}
        >
          <LiveMessageMeta message={current} block="live-alarm" part="head" />
          <LiveMessageText message={current} text={liveMessageText(t, current)} className="live-alarm__text" onClick={dismiss} />
          {more > 0 && (
            <Link to={LIVE_FEED_PATH} className="live-alarm__more" data-testid="live-alarm-more" onClick={dismiss}>
              {t("live.more", { count: more })}
            </Link>
          )}
          <button type="button" className="live-alarm__close" aria-label={t("common.close")} title={t("common.close")} onClick={dismiss}>
            <IconX size={16} aria-hidden="true" />
          </button>
        </div>
      )}
    </>
  );
}
