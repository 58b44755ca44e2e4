// AED coverage (/device/coverage) and the one-click help what-if (/solution/help/what-if), issue 38: their URL
// params, limits and what the loaders answer; the tables they sort and export are ./areas.ts and ./what-if.ts. The
// computation is app/lib/coverage.ts and app/lib/help-replay.ts; the loaders are ../coverage.server.ts; the form
// rules are ../coverage-forms.ts.
import type { ListParams } from "~/lib/list-params";
import type { NotReadyReason } from "~/lib/ready-now";

/** A choice of a select (cities, districts). */
export interface Choice {
  value: string;
  label: string;
}

/** Coverage radius in metres: default, bounds (the 50–2,000 m, default 300 m). */
export const RADIUS = { min: 50, max: 2000, default: 300 } as const;
/** Periods of past calls, in days. */
export const PERIODS = ["30", "90", "365"] as const;
export const DEFAULT_PERIOD = "365";
/** How many new sites the greedy choice names, and how many devices "fix these first" lists. */
export const SITE_COUNT = 10;
export const FIX_COUNT = 10;

/** One row of the per-area table. */
export interface AreaRow {
  key: string;
  areaName: string;
  calls: number;
  readyCovered: number;
  readyShare: number;
  anyCovered: number;
  anyShare: number;
  /** Percentage points between the two shares: what readiness costs. */
  gap: number;
  devices: number;
  readyDevices: number;
}

/** Call distances (metres) the what-if's chart is drawn at: the config's whole range, 100 to 10,000 m. */
export const REACH_STEPS = [100, 250, 500, 750, 1000, 1500, 2000, 2500, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10_000] as const;

// ---------------------------------------------------------------------------------------------- loader data

/** The form as shown: its values (as typed) and its errors (encoded messages). */
export interface FormState {
  values: Record<string, string>;
  errors: Record<string, string>;
}

/** What the map and the sketch draw. A city: each call and device; the whole country: one circle per city. */
export type CoverageMap =
  | {
      scope: "city";
      radius: number;
      /** [lat, lng, cover] with cover 0 none, 1 only not-ready AEDs, 2 a ready AED. */
      calls: [number, number, number][];
      /** [id, sn, lat, lng, ready 0/1]. */
      devices: [string, string, number, number, number][];
      /** [lat, lng] of the chosen sites, in order. */
      sites: [number, number][];
    }
  | {
      scope: "country";
      /** [cityId, name, lat, lng, calls, ready-covered share %]. */
      cities: [string, string, number, number, number, number][];
    };

export interface CoverageAnalysis {
  scope: "city" | "country";
  radius: number;
  days: number;
  /** Platform-local start of the period. */
  from: string;
  walkMinutes: number;
  calls: number;
  readyCovered: number;
  anyCovered: number;
  readyShare: number;
  anyShare: number;
  gap: number;
  areas: AreaRow[];
  fixFirst: { id: string; sn: string; areaName: string; calls: number; reasons: NotReadyReason[] }[];
  sites: { rank: number; kind: "institution" | "call"; name: string | null; lat: number; lng: number; adds: number; total: number; share: number }[];
  map: CoverageMap;
}

export interface CoverageView {
  form: FormState;
  cities: Choice[];
  regions: Choice[];
  params: ListParams;
  analysis: CoverageAnalysis | null;
}

export interface WhatIfSummary {
  callDistance: number;
  receiverLimit: number;
  unreached: number;
  medianNotified: number | null;
  medianNearest: number | null;
  walkMinutes: number | null;
}

export interface WhatIfCall {
  id: string;
  callForHelpDate: string | null;
  areaName: string;
  notified: number;
  /** Metres to the nearest notified volunteer. */
  nearestVolunteer: number | null;
  /** The nearest ready AED: metres and serial number. */
  nearestAed: number | null;
  aedId: string | null;
  aedSn: string | null;
}

export interface WhatIfAnalysis {
  days: number;
  from: string;
  calls: number;
  volunteers: number;
  today: WhatIfSummary;
  chosen: WhatIfSummary;
  /** Median metres from a call to the nearest ready AED (whatever the settings). */
  medianAed: number | null;
  /** Calls reaching at least one volunteer at each of REACH_STEPS. */
  reach: number[];
  rows: WhatIfCall[];
  total: number;
}

export interface WhatIfView {
  form: FormState;
  cities: Choice[];
  params: ListParams;
  /** Today's one-click help settings (the config form's record). */
  config: { callDistance: number; viewRange: number; receiverLimit: number; rescueDuration: number };
  analysis: WhatIfAnalysis | null;
  /** Calls reaching someone as the call distance grows, drawn on the server (SVG). */
  chart: string | null;
}

