/**
 * Calendar days in an IANA time zone, from Intl alone (no time-zone database of our own), so
 * the app and the sandbox draw the same day, week and month boundaries. Safer gambling's limit
 * periods (./safer-gambling-rules.ts) are built on these.
 *
 * A local date is `{ year, month, day }` with month 1-12. Dates are compared and stepped as UTC
 * calendar dates (Date.UTC does the month and year carries); only the step from a local date to
 * the instant it starts needs the zone.
 */

export type LocalDate = { year: number; month: number; day: number };

const HOUR_MS = 60 * 60 * 1000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

let canonicalZones: ReadonlySet<string> | undefined;

/**
 * True when Intl knows the zone (a settings document naming another is refused). A canonical
 * zone is looked up in Intl's own list first: the first DateTimeFormat a page builds costs about
 * 25 ms of ICU start-up (100 ms on a slow phone), and this check runs when the site's settings
 * arrive on every first paint, where nothing else formats a date. Aliases (UTC, Asia/Calcutta)
 * are not in the list and are asked of a formatter, as before.
 */
export function isTimeZone(value: string): boolean {
  if (value === '') return false;
  // Safari before 15.4 has no list: every zone then goes to the formatter.
  canonicalZones ??= new Set(
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [],
  );
  if (canonicalZones.has(value)) return true;
  try {
    formatter(value);
    return true;
  } catch {
    return false;
  }
}

/** The calendar date an instant falls on in the zone. */
export function localDateOf(instant: number, timeZone: string): LocalDate {
  const parts = formatter(timeZone).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** The date `days` later (negative: earlier); months and years carry. */
export function addDays(date: LocalDate, days: number): LocalDate {
  const utc = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() };
}

/** The same day of the month `months` later, or the month's last day when it is shorter. */
export function addMonths(date: LocalDate, months: number): LocalDate {
  const first = new Date(Date.UTC(date.year, date.month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  return {
    year: first.getUTCFullYear(),
    month: first.getUTCMonth() + 1,
    day: Math.min(date.day, lastDay.getUTCDate()),
  };
}

/** 0 for Monday … 6 for Sunday (ISO 8601 order). */
export function isoWeekday(date: LocalDate): number {
  return (new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7;
}

function key(date: LocalDate): number {
  return date.year * 10_000 + date.month * 100 + date.day;
}

/**
 * The first instant of the local date: usually 00:00, but where a clock change skips midnight
 * (America/Sao_Paulo until 2019 moved 00:00 to 01:00) the day starts at the change. Found by
 * bisection over the instants that may carry that date (offsets lie within ±14 h), so no rule
 * about where in the day a zone changes its clocks is assumed.
 */
export function startOfLocalDay(date: LocalDate, timeZone: string): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day);
  const target = key(date);
  // Invariant: `low` falls on an earlier date, `high` on the date or later.
  let low = wall - 15 * HOUR_MS;
  let high = wall + 15 * HOUR_MS;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (key(localDateOf(middle, timeZone)) < target) low = middle;
    else high = middle;
  }
  return high;
}
