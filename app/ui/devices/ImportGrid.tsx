// The import preview as an editable grid (issue 16): mantine-react-table, loaded lazily on the import route only,
// after hydration. Every cell is an input showing its errors, and each row opens with its result and the errors
// named by column (issue 34: the bad cells may be scrolled out of view). "Check again" posts the edited rows to the
// dry run; an edit marks the grid "not checked" and "import N valid rows" waits for that check, so only what the
// last check counted is imported (the server refuses anything else).
import { Alert, Button, Group } from "~/ui/mantine";
import { useSubmit } from "@remix-run/react";
import { MantineReactTable, useMantineReactTable, type MRT_ColumnDef } from "mantine-react-table";
import { MRT_Localization_EN } from "mantine-react-table/locales/en/index.esm.mjs";
import { MRT_Localization_ZH_HANS } from "mantine-react-table/locales/zh-Hans/index.esm.mjs";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { translateMessage } from "~/i18n/messages";
import { IMPORT_FIELDS, IMPORT_LABELS, normalizeCell, type ImportValues, type PreviewRow } from "~/resources/device-import";
import { ImportRowResult } from "./ImportRowResult";

export default function ImportGrid({ pendingId, rows, valid, busy }: { pendingId: string; rows: PreviewRow[]; valid: number; busy: boolean }) {
  const { t, i18n } = useTranslation();
  const submit = useSubmit();
  // The edits live here, not in React state: typing re-renders nothing but the first change (and the last undone).
  const edited = useRef<ImportValues[]>(rows.map((row) => ({ ...row.values })));
  // The cells that differ from the checked rows ("row:field"): any makes the grid "not checked".
  const changedCells = useRef(new Set<string>());
  const [unchecked, setUnchecked] = useState(false);
  const columns = useMemo<MRT_ColumnDef<PreviewRow>[]>(
    () => [
      { id: "row", header: t("fleet.row"), accessorKey: "row", enableEditing: false, size: 50 },
      {
        id: "status",
        header: t("fleet.result"),
        accessorKey: "status",
        enableEditing: false,
        size: 220,
        Cell: ({ row }) => <ImportRowResult row={row.original} />,
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
                const value = event.currentTarget.value;
                edited.current[row.index]![field] = value;
                const cell = `${row.index}:${field}`;
                if (normalizeCell(value) === normalizeCell(row.original.values[field])) changedCells.current.delete(cell);
                else changedCells.current.add(cell);
                setUnchecked(changedCells.current.size > 0);
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
    // Nothing in the top toolbar: without it the header row starts the grid (no empty band above it).
    enableTopToolbar: false,
    // The row number stays in view while the cells scroll sideways.
    enableColumnPinning: true,
    initialState: { density: "xs", pagination: { pageIndex: 0, pageSize: 10 }, columnPinning: { left: ["row"] } },
    localization: i18n.language === "en-US" ? MRT_Localization_EN : MRT_Localization_ZH_HANS,
    mantineTableContainerProps: { style: { maxHeight: "55vh" } },
    mantineTableBodyRowProps: ({ row }) => ({ "data-status": row.original.status }) as never,
  });
  const post = (intent: "recheck" | "confirm") =>
    submit({ intent, pending: pendingId, count: String(valid), rows: JSON.stringify(edited.current) }, { method: "post", preventScrollReset: true });
  return (
    <div data-testid="import-grid" data-checked={!unchecked}>
      <p style={{ margin: "0 0 8px" }}>{t("fleet.preview.gridHint")}</p>
      <MantineReactTable table={table} />
      {unchecked && (
        <Alert color="orange" variant="light" role="status" mt="md" data-testid="grid-unchecked">
          {t("fleet.preview.unchecked")}
        </Alert>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant={unchecked ? "filled" : "default"} onClick={() => post("recheck")} loading={busy} data-testid="import-recheck">
          {t("fleet.preview.recheck")}
        </Button>
        <Button onClick={() => post("confirm")} disabled={unchecked || valid === 0 || busy} data-testid="import-confirm">
          {unchecked ? t("fleet.preview.checkFirst") : t("fleet.preview.confirm", { count: valid })}
        </Button>
      </Group>
    </div>
  );
}
