import { readFileSync } from "node:fs";
import { defineResource } from "~/engine/define-resource";
import { isDeepStrictEqual } from "node:util";

const old = JSON.parse(readFileSync("/tmp/res-h/old2.json", "utf8"));
const only = process.argv[2];
const emitFor = process.argv[3];

function minimalOrder(list: string[], base: string[]): string[] {
  for (let i = 0; i <= list.length; i++) {
    const rest = list.slice(i);
    const ranks = rest.map((k) => base.indexOf(k));
    if (ranks.every((r, j) => j === 0 || r > ranks[j - 1])) return list.slice(0, i);
  }
  return list;
}

for (const [id, def] of Object.entries<any>(old)) {
  if (only && !id.startsWith(only)) continue;
  const all = [...def.columns, ...(def.detail ?? []), ...def.filters, ...(def.fields ?? [])];
  const counts: Record<string, number> = {};
  for (const it of all) { const p = it.labelKey.split(".")[0]; counts[p] = (counts[p] ?? 0) + 1; }
  const prefix = Object.entries(counts).sort((a, b) => b[1] - a[1])[0][0];
  const fkey = (f: any) => (f.endName ? f.name.replace(/Begin$/, "") : f.name);
  const cols = def.columns.map((c: any) => c.key);
  const det = (def.detail ?? []).map((c: any) => c.key);
  const fil = def.filters.map(fkey);
  const fld = (def.fields ?? []).map((f: any) => f.name);
  const merge = (lists: string[][]) => { const out: string[] = []; for (const l of lists) for (const k of l) if (!out.includes(k)) out.push(k); return out; };
  const candidates = [merge([det, cols, fld, fil]), merge([cols, det, fld, fil]), merge([fld, det, cols, fil]), merge([det, fld, cols, fil])];
  let best: any;
  for (const base of candidates) {
    const order: any = {};
    const oc = minimalOrder(cols, base); if (oc.length) order.columns = oc;
    const od = minimalOrder(det, base); if (od.length) order.detail = od;
    const of = minimalOrder(def.filters.map((f: any) => f.name), base.flatMap((k) => [k, k + "Begin"])); if (of.length) order.filters = of;
    const oF = minimalOrder(fld, base); if (oF.length) order.fields = oF;
    const cost = Object.values<string[]>(order).reduce((n, l) => n + l.length, 0);
    if (!best || cost < best.cost) best = { base, order, cost };
  }
  const attrs: Record<string, any> = {};
  for (const key of best.base) {
    const a: any = {};
    const col = def.columns.find((c: any) => c.key === key);
    const dt = (def.detail ?? []).find((c: any) => c.key === key);
    const fi = def.filters.find((f: any) => fkey(f) === key);
    const fl = (def.fields ?? []).find((f: any) => f.name === key);
    const labelKeys = new Set([col, dt, fi, fl].filter(Boolean).map((x: any) => x.labelKey));
    const lk = [...labelKeys][0] as string;
    if (lk !== `${prefix}.${key}`) a.labelKey = lk;
    if (labelKeys.size > 1) a.__labelConflict = [...labelKeys];
    if (col) a.column = true;
    const shown = col ?? dt;
    const values = fi?.options ?? fl?.options;
    if (values) a.values = values;
    const enumKey = shown?.enumKey ?? fi?.enumKey ?? fl?.enumKey;
    if (enumKey && enumKey !== `${prefix}.${key}Values`) a.enumKey = enumKey;
    if (shown?.kind && !(shown.kind === "enum" && values)) a.kind = shown.kind;
    if (shown?.kind === "enum" && !values) a.kind = "enum";
    if (col?.sortable) a.sortable = true;
    if (col?.sortField) a.sortField = col.sortField;
    if (col?.maxWidth) a.maxWidth = col.maxWidth;
    if (shown?.tones) a.tones = shown.tones;
    if (shown?.altKey) a.altKey = shown.altKey;
    if (fi) {
      a.filter = fi.kind === "datetime-range" ? "range" : fi.kind;
      if (fi.dynamic) a.dynamic = true;
      if (fi.advanced) a.advanced = true;
    }
    if (!dt) a.detail = false;
    if (fl) {
      a.field = fl.kind;
      if (fl.required) a.required = true;
      if (fl.requiredOnCreate) a.requiredOnCreate = true;
      if (fl.maxLength) a.maxLength = fl.maxLength;
      if (values && !fl.options) a.fieldOptions = false;
      if (fl.dynamic) a.dynamic = true;
      if (fl.descriptionKey) a.descriptionKey = fl.descriptionKey;
      if (fl.descriptionParams) a.descriptionParams = fl.descriptionParams;
      if (fl.accept) a.accept = fl.accept;
      if (fl.followsChoice) a.followsChoice = fl.followsChoice;
    }
    if (fi?.kind === "text" && fi.maxLength !== (a.maxLength ?? 50)) { if (!fl) a.maxLength = fi.maxLength; else a.filterMaxLength = fi.maxLength; }
    attrs[key] = a;
  }
  const spec: any = {
    name: def.name, permission: def.permission, titleKey: def.titleKey, basePath: def.basePath, prefix,
    ...(def.labelKey && { labelKey: def.labelKey }), defaultSort: def.listSpec.defaultSort, attrs,
    ...(best.cost && { order: best.order }),
    ...(!def.fields && { readOnly: true }),
  };
  const derived = JSON.parse(JSON.stringify(defineResource(spec)));
  derived.detail ??= []; def.detail ??= [];
  derived.listSpec.sortFields.sort(); def.listSpec.sortFields.sort();
  const diffs: string[] = [];
  for (const k of new Set([...Object.keys(def), ...Object.keys(derived)])) {
    if (k === "listSpec") {
      for (const l of ["sortFields", "defaultSort", "filters"]) if (!isDeepStrictEqual(def.listSpec[l], derived.listSpec[l])) diffs.push(`listSpec.${l}: old ${JSON.stringify(def.listSpec[l])} new ${JSON.stringify(derived.listSpec[l])}`);
      continue;
    }
    if (Array.isArray(def[k])) {
      const n = Math.max(def[k].length, derived[k]?.length ?? 0);
      for (let i = 0; i < n; i++) if (!isDeepStrictEqual(def[k][i], derived[k]?.[i])) diffs.push(`${k}[${i}]: old ${JSON.stringify(def[k][i])}\n      new ${JSON.stringify(derived[k]?.[i])}`);
    } else if (!isDeepStrictEqual(def[k], derived[k])) diffs.push(`${k}: old ${JSON.stringify(def[k])} new ${JSON.stringify(derived[k])}`);
  }
  console.log(`== ${id} prefix=${prefix} cost=${best.cost} order=${JSON.stringify(best.order)} diffs=${diffs.length}`);
  for (const d of diffs) console.log("  " + d);
  if (emitFor && id.startsWith(emitFor)) {
    const js = (v: unknown) => JSON.stringify(v).replace(/"(\w+)":/g, "$1: ").replace(/,(?=\S)/g, ", ").replace(/^\{/, "{ ").replace(/\}$/, " }").replace(/\{(?=\S)/g, "{ ").replace(/(?<=\S)\}/g, " }");
    const { attrs: _a, order, ...head } = spec;
    let src = `export const ${id.split("/")[1]} = defineResource({\n`;
    src += "  " + Object.entries(head).map(([k, v]) => `${k}: ${js(v)}`).join(", ") + ",\n  attrs: {\n";
    for (const [k, a] of Object.entries(attrs)) src += `    ${/^\w+$/.test(k) ? k : JSON.stringify(k)}: ${js(a)},\n`;
    src += "  },\n" + (order ? `  order: ${js(order)},\n` : "") + "});\n";
    console.log(src);
  }
}
