// Issue 39 §1: the device area's declarations (devices and the map, the device detail's record lists, device
// reviews, firmware, cabinet controllers and connectors, smart locks) were rewritten from hand-spelled
// `ResourceDef`s to `defineResource`, one module each under app/resources/device/. fixtures/device-declarations.json
// is what the old modules exported (dumped from main before the rewrite, keyed by export path); each rewritten
// export must still say the same. Differences allowed, none of which anything reads differently:
// - the order of `sortFields` (an allow-list);
// - `advanced: false` on a filter (the filter bar folds only `advanced: true` ones);
// - `tones: {}` on an enum column (a badge without a tone is gray either way, cells.tsx);
// - the options of a hidden filter (a hidden input carries the URL's value; nothing reads its options).
// DEVICE_FILTER_NAMES, which only devices.ts read, is gone from the fixture: the list's and the map's
// `listSpec.filters` say it.
import { describe, expect, it } from "vitest";
import type { ResourceDef } from "~/engine/types";
import * as device from "~/resources/device";
import expected from "./fixtures/device-declarations.json";

/** The export at a fixture key: a dot path, or a call written `name(V1)` (called with versions V1 and V2). */
function exportAt(path: string): unknown {
  const call = /^(\w+)\(V1\)$/.exec(path);
  if (call) return (device as unknown as Record<string, (versions: string[]) => unknown>)[call[1]!]!(["V1", "V2"]);
  return path.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], device);
}

/** A JSON copy without the allowed differences. */
function normal(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value), function (key, entry: unknown) {
    if (key === "advanced" && entry === false) return undefined;
    if (key === "tones" && entry && typeof entry === "object" && Object.keys(entry).length === 0) return undefined;
    if (key === "options" && (this as { kind?: string }).kind === "hidden") return undefined;
    if (key === "sortFields" && Array.isArray(entry)) return [...(entry as string[])].sort();
    return entry;
  });
}

describe("the device area's declarations say what the hand-spelled ones said", () => {
  for (const [path, old] of Object.entries(expected as Record<string, unknown>)) {
    it(path, () => {
      const now = exportAt(path);
      expect(now, `${path} is no longer exported`).toBeDefined();
      const resource = (normal(now) as { resource?: ResourceDef }).resource ?? (normal(now) as ResourceDef);
      const then = (normal(old) as { resource?: ResourceDef }).resource ?? (normal(old) as ResourceDef);
      // List by list first, so a failure names the list that changed.
      if (!Array.isArray(then)) for (const list of ["columns", "filters", "detail", "fields"] as const) expect(resource[list], `${path} ${list}`).toEqual(then[list]);
      expect(normal(now)).toEqual(normal(old));
    });
  }
});
