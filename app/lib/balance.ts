/** Figures of a 7 × 24 self-check week (rows Monday..Sunday, columns hours 0..23). */
export interface WeekFigures {
  devices: number;
  busiest: { week: number; hour: number; count: number };
  /** Slots with more devices than the max count. */
  overLimit: number;
  /** Slots with at least one device, busiest first (the chart's text alternative). */
  slots: { week: number; hour: number; count: number }[];
}

export function weekFigures(cells: readonly (readonly number[])[], maxDeviceCount: number): WeekFigures {
  const slots: WeekFigures["slots"] = [];
  cells.forEach((row, day) => row.forEach((count, hour) => count > 0 && slots.push({ week: day + 1, hour, count })));
  slots.sort((a, b) => b.count - a.count || a.week - b.week || a.hour - b.hour);
  return {
    devices: slots.reduce((sum, slot) => sum + slot.count, 0),
    busiest: slots[0] ?? { week: 1, hour: 0, count: 0 },
    overLimit: slots.filter((slot) => slot.count > maxDeviceCount).length,
    slots,
  };
}
