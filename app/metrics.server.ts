/**
 * The console's Prometheus metrics (issue 37), through prom-client. The registry lives on globalThis: the server
 * (server/console.ts, which serves /metrics) and the app bundle each load their own copy of this module, and both
 * must count into the same metrics. Label values are bounded: route ids, path templates, status classes, error
 * kinds and outcomes, never an id, a user or a raw URL (app/lib/metric-labels.ts).
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { BoundedLabel } from "./lib/metric-labels";

/** Seconds: from a cached page (~1 ms) to the platform's long calls. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const REDIS_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

/** What the live-message hub reports when asked (app/live/stream.server.ts registers it once it exists). */
export interface LiveProbe {
  state: string;
  clients: number;
}
export const LIVE_STATES = ["idle", "connecting", "open", "stale", "failed"] as const;

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  let liveProbe: (() => LiveProbe) | null = null;
  const metrics = {
    registry,
    /** Every request the console answered (health and metrics polls included), by route id. */
    httpDuration: new Histogram({
      name: "aed_http_request_duration_seconds",
      help: "Time to answer a request, by route id (or static / health / metrics / unmatched), method and status class",
      labelNames: ["route", "method", "status_class"] as const,
      buckets: DURATION_BUCKETS,
      registers,
    }),
    platformDuration: new Histogram({
      name: "aed_platform_call_duration_seconds",
      help: "Platform calls by path template, method and status class (none: no answer)",
      labelNames: ["call", "method", "status_class"] as const,
      buckets: DURATION_BUCKETS,
      registers,
    }),
    platformFailures: new Counter({
      name: "aed_platform_call_failures_total",
      help: "Failed platform calls by path template, method and error kind (http, network, timeout, shape: spec section 8)",
      labelNames: ["call", "method", "kind"] as const,
      registers,
    }),
    tokenRefreshes: new Counter({
      name: "aed_token_refreshes_total",
      help: "Access-token refreshes by outcome (success; refused: the session ends; failed: platform unreachable)",
      labelNames: ["outcome"] as const,
      registers,
    }),
    signIns: new Counter({
      name: "aed_sign_ins_total",
      help: "Sign-in attempts by method (password, sms, wechat) and outcome (success, failure, limited)",
      labelNames: ["method", "outcome"] as const,
      registers,
    }),
    liveReconnects: new Counter({
      name: "aed_live_upstream_reconnects_total",
      help: "Reconnect attempts of the platform's live-message socket",
      registers,
    }),
    liveMessages: new Counter({
      name: "aed_live_messages_total",
      help: "Live messages received from the platform's socket and fanned out",
      registers,
    }),
    liveDeliveries: new Counter({
      name: "aed_live_deliveries_total",
      help: "Live messages written to SSE clients (one per message and client that may see it)",
      registers,
    }),
    liveDropped: new Counter({
      name: "aed_live_clients_dropped_total",
      help: "SSE clients cut off because too much waited unread for them",
      registers,
    }),
    liveState: new Gauge({
      name: "aed_live_upstream_state",
      help: "The platform live-message socket's state: 1 for the current one (idle: no browser asked yet)",
      labelNames: ["state"] as const,
      registers,
      collect() {
        const current = liveProbe?.().state ?? "idle";
        for (const state of LIVE_STATES) this.set({ state }, state === current ? 1 : 0);
      },
    }),
    sseClients: new Gauge({
      name: "aed_live_sse_clients",
      help: "Open server-sent-event streams (browsers listening for live messages)",
      registers,
      collect() {
        this.set(liveProbe?.().clients ?? 0);
      },
    }),
    pageReuse: new Counter({
      name: "aed_page_reuse_total",
      help: "Pages answered from the kept HTML (hit) or drawn (miss), among those that may be kept",
      labelNames: ["result"] as const,
      registers,
    }),
    redisDuration: new Histogram({
      name: "aed_redis_command_duration_seconds",
      help: "Redis commands by command name",
      labelNames: ["command"] as const,
      buckets: REDIS_BUCKETS,
      registers,
    }),
    redisErrors: new Counter({
      name: "aed_redis_command_errors_total",
      help: "Redis commands that failed or timed out, by command name",
      labelNames: ["command"] as const,
      registers,
    }),
    /** Guards behind the templates: no label may take more than these many values. */
    labels: { route: new BoundedLabel(1000), call: new BoundedLabel(500), command: new BoundedLabel(100) },
    watchLive(probe: () => LiveProbe) {
      liveProbe = probe;
    },
  };
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;

const KEY = Symbol.for("aed-console.metrics");
const holder = globalThis as typeof globalThis & { [KEY]?: Metrics };

/** The process's metrics (one registry, whichever copy of this module asks). */
export const metrics: Metrics = (holder[KEY] ??= createMetrics());
