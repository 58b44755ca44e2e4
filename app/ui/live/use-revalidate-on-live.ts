import { useRef } from "react";
import { useRevalidateWhenIdle } from "~/ui/use-revalidate-when-idle";
import { useLiveStream } from "./use-live-stream";

/**
 * Reloads the page's data when a live message of one of `types` arrives, at most once per `minMs` (a monitor
 * that follows the platform without hammering it). Without JavaScript the page's refresh link does the same.
 */
export function useRevalidateOnLive(types: readonly string[], minMs = 5_000) {
  const revalidate = useRevalidateWhenIdle();
  const last = useRef(0);
  useLiveStream({
    onMessage(message) {
      if (!types.includes(message.type) || Date.now() - last.current < minMs) return;
      last.current = Date.now();
      revalidate();
    },
  });
}
