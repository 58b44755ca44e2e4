// Issue 39 §1: the content, people and org entities and install sites were rewritten from hand-spelled `ResourceDef` literals to
// `defineResource`. fixtures/resource-declarations.json is what the old modules declared (dumped from main before
// the rewrite: every exported resource, the `…Of(id)` ones called with "ID"); each rewritten declaration must
// derive the same columns, filters, detail, form fields, URL spec, permission mark and titles, so a regression
// shows as a diff. Only the order of `sortFields` (an allow-list) is not compared.
import { describe, expect, it } from "vitest";
import type { ResourceDef } from "~/engine/types";
import * as installSites from "~/resources/admin/install-sites";
import * as content from "~/resources/content";
import * as org from "~/resources/org";
import * as people from "~/resources/people";
import expected from "./fixtures/resource-declarations.json";

const areas: Record<string, Record<string, unknown>> = { content, people, org, admin: installSites };

function resourceAt(id: string): ResourceDef | undefined {
  const [area, name] = id.split("/") as [string, string];
  const value = areas[area]?.[name];
  return (typeof value === "function" ? value("ID") : value) as ResourceDef | undefined;
}

function comparable(resource: ResourceDef) {
  const plain = JSON.parse(JSON.stringify(resource)) as ResourceDef;
  return { ...plain, listSpec: { ...plain.listSpec, sortFields: [...plain.listSpec.sortFields].sort() } };
}

describe("rewritten resource declarations derive what the old ones declared", () => {
  for (const [id, old] of Object.entries(expected as unknown as Record<string, ResourceDef>)) {
    it(id, () => {
      const resource = resourceAt(id);
      expect(resource, `${id} is no longer exported`).toBeDefined();
      const now = comparable(resource!);
      const then = comparable(old);
      // List by list first, so a failure names the list (columns, filters, detail, fields) that changed.
      for (const list of ["columns", "filters", "detail", "fields"] as const) expect(now[list], `${id} ${list}`).toEqual(then[list]);
      expect(now).toEqual(then);
    });
  }
});
