// Issue 39 §1: entity declarations were rewritten from hand-spelled `ResourceDef` literals to `defineResource`.
// Each fixture is what the old modules declared, dumped from main before a rewrite (every exported resource, the
// `…Of(id)` ones called with "ID"; a field list such as `userEditFields` as it is):
// - fixtures/resource-declarations.json: the content, people and org entities and install sites;
// - fixtures/resource-declarations-records-system.json: the SMS, voice and e-mail records, notifications,
//   volunteer certificates, the operation records, the system screens and the coverage/what-if tables.
// Each rewritten declaration must derive the same columns, filters, detail, form fields, URL spec, permission mark
// and titles, so a regression shows as a diff. Not compared, because nothing a user sees depends on them: the order
// of `sortFields` (an allow-list); in a detail list, `sortable`/`sortField`/`maxWidth` (a detail is not sorted
// or cut) and `kind: "ellipsis"` (DetailView shows it as plain text, cells.tsx); an empty `tones` (no tone is
// gray either way). Per-entity differences are listed in `documented` below.
import { describe, expect, it } from "vitest";
import type { ColumnDef, ResourceDef } from "~/engine/types";
import * as installSites from "~/resources/admin/install-sites";
import * as content from "~/resources/content";
import * as coverage from "~/resources/coverage";
import * as message from "~/resources/message";
import * as operations from "~/resources/operations";
import * as org from "~/resources/org";
import * as people from "~/resources/people";
import * as system from "~/resources/system";
import first from "./fixtures/resource-declarations.json";
import second from "./fixtures/resource-declarations-records-system.json";

const areas: Record<string, Record<string, unknown>> = { content, people, org, admin: installSites, message, operations, system, coverage };

/** Differences a rewrite made on purpose, applied to the old declaration before comparing: id → why, and how. */
const documented: Record<string, { why: string; apply: (old: ResourceDef) => ResourceDef }> = {
  "system/menus": {
    why: "a menu's order number reads as a number in its detail as in its list (was plain text; the same below 1,000)",
    apply: (old) => ({ ...old, detail: old.detail?.map((column) => (column.key === "orderNo" ? { ...column, kind: "number" } : column)) }),
  },

};

function resourceAt(id: string): ResourceDef | undefined {
  const [area, name] = id.split("/") as [string, string];
  const value = areas[area]?.[name];
  return (typeof value === "function" ? value("ID") : value) as ResourceDef | undefined;
}

function shown(column: ColumnDef): ColumnDef {
  const { sortable: _sortable, sortField: _sortField, maxWidth: _maxWidth, ...rest } = column;
  return rest.kind === "ellipsis" ? (({ kind: _kind, ...text }) => text)(rest) : rest;
}

function comparable(declared: ResourceDef | ResourceDef["fields"]) {
  const plain = JSON.parse(JSON.stringify(declared, (key, value) => (key === "tones" && Object.keys(value).length === 0 ? undefined : value)));
  if (Array.isArray(plain)) return plain; // a field list
  const resource = plain as ResourceDef;
  return {
    ...resource,
    ...(resource.detail && { detail: resource.detail.map(shown) }),
    listSpec: { ...resource.listSpec, sortFields: [...resource.listSpec.sortFields].sort() },
  };
}

describe("rewritten resource declarations derive what the old ones declared", () => {
  for (const [id, declared] of Object.entries({ ...first, ...second } as unknown as Record<string, ResourceDef>)) {
    it(id, () => {
      const resource = resourceAt(id);
      expect(resource, `${id} is no longer exported`).toBeDefined();
      const now = comparable(resource!);
      const then = comparable(documented[id]?.apply(declared) ?? declared);
      // List by list first, so a failure names the list (columns, filters, detail, fields) that changed.
      if (!Array.isArray(now)) for (const list of ["columns", "filters", "detail", "fields"] as const) expect(now[list], `${id} ${list}`).toEqual((then as typeof now)[list]);
      expect(now).toEqual(then);
    });
  }
});
