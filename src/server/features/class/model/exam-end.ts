import type { SessionSettings } from '#shared/contracts/session-settings';
import type { ClassSession } from './class-model';

const MINUTE_MS = 60_000;

/**
 * When a session's exam ends after the teacher changed its settings at `nowMs`, the one rule for
 * the exam clock once a session has started (before the first start there is no end: the start
 * sets it). An exam that has ended keeps its end, so it cannot be restarted. Exam mode switched
 * off: no end. Left on: the end moves by the change of length, so an edit that keeps the length
 * keeps the end, and 30 minutes changed to 5 ends 25 minutes sooner (at once, if that is past).
 * Switched on after the start: its length counts from now.
 */
export function examEndAfterSettings(
  session: Pick<ClassSession, 'startedAtMs' | 'endsAtMs' | 'settings' | 'stopReason'>,
  settings: Pick<SessionSettings, 'examMode' | 'examDurationMinutes'>,
  nowMs: number,
): number | null {
  if (session.stopReason === 'completed') return session.endsAtMs;
  if (session.startedAtMs === null || !settings.examMode) return null;
  const lengthMs = settings.examDurationMinutes * MINUTE_MS;
  if (!session.settings.examMode || session.endsAtMs === null) return nowMs + lengthMs;
  return session.endsAtMs + lengthMs - session.settings.examDurationMinutes * MINUTE_MS;
}
