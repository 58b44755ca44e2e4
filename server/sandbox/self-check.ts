// When a device runs its self-check (§3 parameters: week and hour). Kept free of imports: the seed, the device
// detail and the balance calls all read it.

/** Self-check slots cluster at night, as fleets are set up (the balance heat map shows the crowding). */
const NIGHT_HOURS = [0, 1, 2, 2, 2, 3, 3, 4, 22, 23] as const;

/** A device's self-check weekday (1–7) and hour before anyone configures it: fixed by its id, so it never moves. */
export const defaultSelfCheckSlot = (deviceId: number) => ({ week: (deviceId % 7) + 1, hour: NIGHT_HOURS[(deviceId * 37) % NIGHT_HOURS.length]! });

/** The same slot in SQL, preferring a configured one (`data`: the device's parameters config JSON, may be NULL). */
export function selfCheckSlotSql(id: string, data: string): { week: string; hour: string } {
  const hours = NIGHT_HOURS.map((hour, i) => `WHEN ${i} THEN ${hour}`).join(" ");
  return {
    week: `COALESCE(json_extract(${data}, '$.selfCheckWeek'), (${id} % 7) + 1)`,
    hour: `COALESCE(json_extract(${data}, '$.selfCheckHour'), CASE (${id} * 37) % ${NIGHT_HOURS.length} ${hours} END)`,
  };
}
