import { describe, expect, it } from 'vitest';
import { isTimeZone, localDateTime } from './local-time';

describe('a report’s times in the teacher’s time zone', () => {
  const joined = Date.UTC(2026, 2, 10, 8, 15, 3);

  it('writes the time as the teacher’s clock shows it', () => {
    expect(localDateTime(joined, 'Europe/Oslo')).toBe('2026-03-10 09:15');
    expect(localDateTime(joined, 'Europe/Kyiv')).toBe('2026-03-10 10:15');
    expect(localDateTime(joined, 'UTC')).toBe('2026-03-10 08:15');
  });

  it('follows summer time and midnight', () => {
    expect(localDateTime(Date.UTC(2026, 6, 1, 22, 30), 'Europe/Stockholm')).toBe(
      '2026-07-02 00:30',
    );
  });

  it('knows real time zones and refuses made-up ones', () => {
    expect(isTimeZone('Europe/Copenhagen')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
