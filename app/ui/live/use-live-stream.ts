import { useEffect, useRef } from "react";
import type { LiveMessage } from "~/live/hub.server";

export type LiveStreamState = "live" | "stale" | "end";

export const LIVE_STREAM_URL = "/live";

/**
 * Subscribes to the console's live-message stream (server-sent events) while mounted. EventSource reconnects by
 * itself after the server's retry hint; "end" (session over) closes it for good.
 */
export function useLiveStream(handlers: { onMessage?(message: LiveMessage): void; onState?(state: LiveStreamState): void }, enabled = true) {
  const current = useRef(handlers);
  current.current = handlers;
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    const source = new EventSource(LIVE_STREAM_URL);
    source.onmessage = (event: MessageEvent<string>) => {
      let message: LiveMessage;
      try {
        message = JSON.parse(event.data) as LiveMessage;
      } catch {
        return;
      }
      current.current.onMessage?.(message);
    };
    source.addEventListener("live", () => current.current.onState?.("live"));
    source.addEventListener("stale", () => current.current.onState?.("stale"));
    source.addEventListener("end", () => {
      source.close();
      current.current.onState?.("end");
    });
    source.onerror = () => current.current.onState?.(source.readyState === EventSource.CLOSED ? "end" : "stale");
    return () => source.close();
  }, [enabled]);
}
