import { describe, expect, it } from 'vitest';
import { examClockShown } from './session-status';

const ENDS_AT_MS = Date.UTC(2026, 11, 7, 9, 30);

describe("the exam's countdown on the teacher's screens", () => {
  it('shows while the class runs and while the teacher has paused it, whose clock runs on', () => {
    expect(examClockShown({ phase: 'running', endsAtMs: ENDS_AT_MS, stopReason: null })).toBe(true);
    const paused = {
      phase: 'stopped',
      endsAtMs: ENDS_AT_MS,
      stopReason: 'teacher-stopped',
    } as const;
    expect(examClockShown(paused)).toBe(true);
  });

  it('shows neither before the start, nor once the exam is over, nor without an exam', () => {
    expect(examClockShown({ phase: 'waiting', endsAtMs: ENDS_AT_MS, stopReason: null })).toBe(
      false,
    );
    const over = { phase: 'stopped', endsAtMs: ENDS_AT_MS, stopReason: 'completed' } as const;
    expect(examClockShown(over)).toBe(false);
    expect(examClockShown({ phase: 'running', endsAtMs: null, stopReason: null })).toBe(false);
  });
});
