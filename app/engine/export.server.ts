import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { requirePermission } from "~/auth/user.server";
import { requestT } from "~/i18n/resources.server";
import { csvWriter, type Cell, xlsxWriter } from "~/lib/sheet-stream";
import { valueText } from "./cells";
import type { CrudConfig } from "./crud.server";
import { parseListParams } from "~/lib/list-params";
import type { PlatformContext } from "~/platform/client.server";
import { checkFilters, type FetchPage } from "./list.server";
import type { FilterOption, ResourceDef } from "./types";
import { loadOrFail } from "./errors.server";
import { valueAt } from "./values";

/** Rows asked of the platform per call while exporting: one page is all the export ever holds. */
export const EXPORT_PAGE_SIZE = 100;
/** The most rows one export writes (a bookmarkable filter should narrow anything larger). */
export const EXPORT_MAX_ROWS = 100_000;

/**
 * GET <list>/export?format=xlsx|csv&<the list's filters and sort>: the list as the user filtered and sorted it,
 * every page of it, streamed as it is read from the platform (mark.export). Cells read as the table shows them
 * (enums translated, dates in §9's format; numbers stay numbers) and text cells are defused against formulas.
 */
export function crudExportLoader<Row>(args: LoaderFunctionArgs, config: CrudConfig<Row>) {
  return listExportLoader(args, { resource: config.resource, list: config.calls.list, filterOptions: config.filterOptions });
}

/** What an export needs of a list screen that is no CRUD declaration: its resource and its page call. */
export interface ExportSource<Row> {
  resource: ResourceDef;
  list: FetchPage<Row>;
  /** Choices of the list's `dynamic` filters, to check the URL's values against. */
  filterOptions?: (ctx: PlatformContext, url: URL) => Promise<Record<string, FilterOption[]>>;
}

/** The export of any list with `mark.export` (the CRUD lists, SMS records, firmware, cabinets …): see above. */
export async function listExportLoader<Row>({ request }: LoaderFunctionArgs, config: ExportSource<Row>) {
  const { resource, list } = config;
  const user = await requirePermission(request, `${resource.permission}.export`);
  const format = new URL(request.url).searchParams.get("format") === "csv" ? "csv" : "xlsx";
  // The format param is the export's own, not a list filter: drop it before the list reads the URL.
  const url = new URL(request.url);
  url.searchParams.delete("format");
  if (request.url.length > 8192) throw json({ message: "error.badRequest" }, { status: 414 });
  const params = parseListParams(url.searchParams, resource.listSpec);
  const filterOptions = config.filterOptions ? await loadOrFail(request, () => config.filterOptions!(user.platform, url)) : undefined;
  const { params: checked, errors } = checkFilters(resource, params, filterOptions);
  if (Object.keys(errors).length) throw json({ message: "error.badRequest" }, { status: 400 });
  const t = requestT(request);
  // An image or a stored file is a file of its own, not a value a sheet can hold.
  const columns = resource.columns.filter((column) => column.kind !== "image" && column.kind !== "file");
  const header = columns.map((column) => t(column.labelKey));
  // The first page is read before answering, so a refusal (403, platform down) is an error page, not a broken file.
  const first = await loadOrFail(request, () => list(user.platform, { ...checked, pageNo: 1, pageSize: EXPORT_PAGE_SIZE }));
  const sheetName = t(resource.titleKey);
  const writer = format === "csv" ? csvWriter(header) : xlsxWriter(header, sheetName);
  const cellsOf = (row: Row): Cell[] =>
    columns.map((column) => {
      const raw = valueAt(row, column.key);
      if (raw === null || raw === undefined) return null;
      if (typeof raw === "number" && column.kind !== "enum" && column.kind !== "fileSize") return raw;
      return valueText(column, row, t);
    });

  void (async () => {
    try {
      let page = first;
      let written = 0;
      for (let pageNo = 1; ; pageNo++) {
        for (const row of page.rows) {
          if (written >= EXPORT_MAX_ROWS) break;
          await writer.row(cellsOf(row));
          written++;
        }
        if (written >= EXPORT_MAX_ROWS || page.rows.length < EXPORT_PAGE_SIZE || written >= page.total) break;
        page = await list({ ...user.platform, signal: request.signal }, { ...checked, pageNo: pageNo + 1, pageSize: EXPORT_PAGE_SIZE });
      }
      await writer.end();
    } catch (error) {
      // The client went away or the platform failed mid-file: the download ends broken, visibly, not truncated quietly.
      writer.abort(error);
    }
  })();

  const fileName = `${resource.name}-${new Date().toISOString().slice(0, 10)}.${format}`;
  return new Response(writer.stream, {
    headers: {
      "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(`${sheetName}.${format}`)}`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
