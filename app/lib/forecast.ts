/** The readiness forecast's months: this one and the eleven after it, as YYYY-MM. */
export function comingMonths(from: Date = new Date(), count = 12): string[] {
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(from.getFullYear(), from.getMonth() + i, 1);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}`;
  });
}

export interface MonthExpiries {
  month: string;
  battery: number;
  electrode: number;
}

/** Bar heights of the forecast chart: each month's total scaled to `height` against the busiest month. */
export function barHeights(months: readonly MonthExpiries[], height: number): number[] {
  const totals = months.map((m) => m.battery + m.electrode);
  const max = Math.max(1, ...totals);
  return totals.map((total) => Math.round((total / max) * height));
}
