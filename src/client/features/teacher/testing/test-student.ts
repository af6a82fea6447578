import type { StudentSummary } from '#shared/contracts/sessions';

/** A student row for tests: `answered` answers, all correct, in a row. */
export function testStudent(id: string, answered = 0, connected = true): StudentSummary {
  return {
    id,
    name: id,
    joinedAt: '2026-11-25T08:00:00.000Z',
    connected,
    currentOperationIndex: 0,
    finished: false,
    removed: false,
    stats: {
      correct: answered,
      incorrect: 0,
      streak: answered,
      bestStreak: answered,
      questionsAnswered: answered,
      totalTimeSpentMs: answered * 1000,
    },
  };
}
