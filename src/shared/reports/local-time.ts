/** The time zone of a report when the teacher's device names none. */
export const DEFAULT_REPORT_TIME_ZONE = 'UTC';

/** True when `name` is a time zone this runtime knows, such as Europe/Oslo or UTC. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The moment as a clock in `timeZone` shows it, "2026-03-10 09:15": the teacher's own time, in a
 * form every spreadsheet reads as a date and time (an ISO string with Z stays text, an hour or two
 * off). Expects a known time zone (isTimeZone).
 */
export function localDateTime(ms: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}
