import { describe, expect, it } from 'vitest';
import { examEndAfterSettings } from './exam-end';

const STARTED = 1_790_000_000_000;
const NOW = STARTED + 10 * 60_000;
const exam = (minutes: number) => ({ examMode: true, examDurationMinutes: minutes });
const noExam = { examMode: false, examDurationMinutes: 30 };

function started(settings: { examMode: boolean; examDurationMinutes: number }) {
  return {
    startedAtMs: STARTED,
    endsAtMs: settings.examMode ? STARTED + settings.examDurationMinutes * 60_000 : null,
    settings: { ...settings, operations: [] } as never,
    stopReason: null,
  };
}

describe('the exam end after a change of settings', () => {
  it('has no end before the first start, whatever the settings', () => {
    expect(
      examEndAfterSettings({ ...started(exam(30)), startedAtMs: null }, exam(5), NOW),
    ).toBeNull();
  });

  it('ends no more when exam mode is switched off', () => {
    expect(examEndAfterSettings(started(exam(30)), noExam, NOW)).toBeNull();
  });

  it('moves the end by the change of length', () => {
    expect(examEndAfterSettings(started(exam(30)), exam(5), NOW)).toBe(STARTED + 5 * 60_000);
    expect(examEndAfterSettings(started(exam(30)), exam(45), NOW)).toBe(STARTED + 45 * 60_000);
  });

  it('keeps the end of an exam switched on after the start through a later edit', () => {
    const switchedOn = { ...started(exam(30)), endsAtMs: NOW + 30 * 60_000 };
    const later = NOW + 15 * 60_000;
    expect(examEndAfterSettings(switchedOn, exam(30), later)).toBe(NOW + 30 * 60_000);
    expect(examEndAfterSettings(switchedOn, exam(40), later)).toBe(NOW + 40 * 60_000);
  });

  it('counts from now when exam mode is switched on after the start', () => {
    expect(examEndAfterSettings(started(noExam), exam(20), NOW)).toBe(NOW + 20 * 60_000);
  });

  it('keeps the end of an exam that has ended, so it cannot be restarted', () => {
    const ended = { ...started(exam(5)), stopReason: 'completed' as const };
    expect(examEndAfterSettings(ended, exam(60), NOW)).toBe(STARTED + 5 * 60_000);
    expect(examEndAfterSettings(ended, noExam, NOW)).toBe(STARTED + 5 * 60_000);
  });
});
