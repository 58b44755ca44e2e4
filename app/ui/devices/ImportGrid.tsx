// The import preview as an editable grid (issue 16): mantine-react-table, loaded lazily on the import route only,
// after hydration. Every cell is an input showing its errors; "check again" posts the edited rows to the dry run,
// "import N valid rows" posts them for import (the server checks them once more first).
import { Button, Group } from "~/ui/mantine";
import { useSubmit } from "@remix-run/react";
import { MantineReactTable, useMantineReactTable, type MRT_ColumnDef } from "mantine-react-table";
import { MRT_Localization_EN } from "mantine-react-table/locales/en/index.esm.mjs";
import { MRT_Localization_ZH_HANS } from "mantine-react-table/locales/zh-Hans/index.esm.mjs";
import { useMemo, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import { translateMessage } from "~/i18n/messages";
import { IMPORT_FIELDS, IMPORT_LABELS, type ImportValues, type PreviewRow } from "~/resources/device-import";

export default function ImportGrid({ pendingId, rows, valid, busy }: { pendingId: string; rows: PreviewRow[]; valid: number; busy: boolean }) {
  const { t, i18n } = useTranslation();
  const submit = useSubmit();
  // The edits live here, not in React state: typing re-renders nothing.
  const edited = useRef<ImportValues[]>(rows.map((row) => ({ ...row.values })));
  const columns = useMemo<MRT_ColumnDef<PreviewRow>[]>(
    () => [
      { id: "row", header: t("fleet.row"), accessorKey: "row", enableEditing: false, size: 60 },
      {
        id: "status",
        header: t("fleet.result"),
        accessorKey: "status",
        enableEditing: false,
        size: 100,
        Cell: ({ row }) => (
          <span className="badge" data-tone={row.original.status === "ERROR" ? "red" : "green"}>
            {t(`fleet.preview.status.${row.original.status}`)}
          </span>
        ),
      },
      ...IMPORT_FIELDS.map(
        (field): MRT_ColumnDef<PreviewRow> => ({
          id: field,
          header: t(IMPORT_LABELS[field]),
          accessorFn: (row) => row.values[field] ?? "",
          size: field === "address" ? 220 : 130,
          mantineEditTextInputProps: ({ row }) => {
            const errors = row.original.errors[field];
            return {
              "aria-label": t("fleet.preview.cellLabel", { column: t(IMPORT_LABELS[field]), row: row.original.row }),
              error: errors?.map((message) => translateMessage(t, message)).join("；"),
              variant: "default",
              onChange: (event) => {
                edited.current[row.index]![field] = event.currentTarget.value;
              },
            };
          },
        }),
      ),
    ],
    [t],
  );
  const table = useMantineReactTable({
    columns,
    data: rows,
    getRowId: (row) => String(row.row),
    enableEditing: true,
    editDisplayMode: "table",
    enableColumnActions: false,
    enableColumnFilters: false,
    enableSorting: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableHiding: false,
    enableGlobalFilter: false,
    initialState: { density: "xs", pagination: { pageIndex: 0, pageSize: 10 } },
    localization: i18n.language === "en-US" ? MRT_Localization_EN : MRT_Localization_ZH_HANS,
    mantineTableContainerProps: { style: { maxHeight: "55vh" } },
    mantineTableBodyRowProps: ({ row }) => ({ "data-status": row.original.status }) as never,
  });
  const post = (intent: "recheck" | "confirm") =>
    submit({ intent, pending: pendingId, rows: JSON.stringify(edited.current) }, { method: "post", preventScrollReset: true });
  return (
    <div data-testid="import-grid">
      <p style={{ margin: "0 0 8px" }}>{t("fleet.preview.gridHint")}</p>
      <MantineReactTable table={table} />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => post("recheck")} loading={busy} data-testid="import-recheck">
          {t("fleet.preview.recheck")}
        </Button>
        <Button onClick={() => post("confirm")} disabled={valid === 0 || busy} data-testid="import-confirm">
          {t("fleet.preview.confirm", { count: valid })}
        </Button>
      </Group>
    </div>
  );
}
