// Date strings in the platform's format ("YYYY-MM-DD HH:mm:ss", local time, no zone).

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The current platform-local time. */
export function nowString(date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** Seed times are computed in UTC arithmetic so the seeded data is identical in every time zone. */
export function seedTime(epochMs: number): string {
  const d = new Date(epochMs);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

export const seedDate = (epochMs: number) => seedTime(epochMs).slice(0, 10);

export const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
export const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** "Now" of the seeded world: 2026-03-01 10:00:00. */
export const ANCHOR = Date.UTC(2026, 2, 1, 10, 0, 0);
export const DAY = 24 * 3600 * 1000;
