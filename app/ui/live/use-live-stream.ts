import { useEffect, useRef } from "react";
import type { LiveMessage } from "~/live/hub.server";
import { useRootData } from "~/ui/root-data";

export type LiveStreamState = "live" | "stale" | "end";

export const LIVE_STREAM_URL = "/live";

interface Subscriber {
  onMessage?(message: LiveMessage): void;
  onState?(state: LiveStreamState): void;
}

/** How far back a late subscriber that asks for it is told what the open stream already brought. */
export const REPLAY_MS = 10_000;

/**
 * One EventSource per page, whatever subscribes (the header's indicator, the alarms, a monitor): a tab holds one
 * stream of the session's few (STREAMS_PER_SESSION), opened with the first subscriber and closed with the last.
 *
 * EventSource rather than fetch + eventsource-parser: it reconnects by itself after the server's retry hint and
 * sends Last-Event-ID, costs no bytes of the page's JavaScript, and the stream needs no header a fetch could add
 * (the session cookie goes along). eventsource-parser reads the stream where there is no EventSource: the tests.
 */
const subscribers = new Set<Subscriber>();
let source: EventSource | null = null;
/** The stream's last state, told to a subscriber that comes after it was said. */
let lastState: LiveStreamState | null = null;
/** What the open stream brought lately (at most REPLAY_MS old), for a subscriber that mounts after it opened. */
let lately: { at: number; message: LiveMessage }[] = [];

function each(call: (subscriber: Subscriber) => void) {
  for (const subscriber of [...subscribers]) call(subscriber);
}

function tell(state: LiveStreamState) {
  lastState = state;
  each((subscriber) => subscriber.onState?.(state));
}

function open() {
  if (source || typeof EventSource === "undefined") return;
  const opened = new EventSource(LIVE_STREAM_URL);
  source = opened;
  opened.onmessage = (event: MessageEvent<string>) => {
    let message: LiveMessage;
    try {
      message = JSON.parse(event.data) as LiveMessage;
    } catch {
      return;
    }
    const now = Date.now();
    lately = [...lately.filter((entry) => now - entry.at < REPLAY_MS), { at: now, message }];
    each((subscriber) => subscriber.onMessage?.(message));
  };
  opened.addEventListener("live", () => tell("live"));
  opened.addEventListener("stale", () => tell("stale"));
  opened.addEventListener("end", () => {
    opened.close();
    tell("end");
  });
  opened.onerror = () => tell(opened.readyState === EventSource.CLOSED ? "end" : "stale");
}

function close() {
  source?.close();
  source = null;
  lastState = null;
  lately = [];
}

/**
 * Subscribes to the console's live-message stream (server-sent events) while mounted and enabled, and not while the
 * session paused live updates ("Pause live updates": nothing changes in place until resumed). "end" (session over)
 * closes the stream for good. `replay`: first told what the stream brought in the last REPLAY_MS before this mounted
 * (the alarms, whose code loads after the header's indicator opened the stream, must not miss what came between).
 */
export function useLiveStream(handlers: Subscriber, enabled = true, replay = false) {
  const current = useRef(handlers);
  current.current = handlers;
  const paused = Boolean(useRootData()?.livePaused);
  const on = enabled && !paused;
  useEffect(() => {
    if (!on) return;
    const subscriber: Subscriber = {
      onMessage: (message) => current.current.onMessage?.(message),
      onState: (state) => current.current.onState?.(state),
    };
    subscribers.add(subscriber);
    if (source && lastState) subscriber.onState?.(lastState);
    if (source && replay) for (const entry of lately) if (Date.now() - entry.at < REPLAY_MS) subscriber.onMessage?.(entry.message);
    open();
    return () => {
      subscribers.delete(subscriber);
      if (!subscribers.size) close();
    };
  }, [on]);
}
