import type { Language } from '../../src/shared/i18n/languages';

const DAY_MS = 24 * 60 * 60 * 1000;
const TERM_START = Date.UTC(2026, 8, 7, 9);

/** The sample class's id, and its first pupil's. */
export const SAMPLE_CLASS = { id: 'sample-class', name: '4B', pupilId: 'pupil-ada' } as const;

function entry(pupilId: string, correct: number, boxes: Record<string, number>, atMs: number) {
  return {
    pupilId,
    stats: {
      correct,
      incorrect: 10 - correct,
      streak: 2,
      bestStreak: 5,
      questionsAnswered: 10,
      totalTimeSpentMs: 25_000,
    },
    lastSeenAt: atMs,
    boxes,
  };
}

function lesson(day: number, entries: ReturnType<typeof entry>[]) {
  const at = TERM_START + day * DAY_MS;
  return {
    id: `lesson-${String(day)}`,
    startedAt: at,
    recordedAt: at + 30 * 60 * 1000,
    operations: [{ type: 'multiplication', numberRange: { min: 1, max: 10 }, tables: [6, 7] }],
    entries,
    pupilOfStudent: {},
  };
}

/**
 * A class file as the class view exports it: "4B", three pupils over two lessons a week apart,
 * with a goal, in the given language; as a file for a file input.
 */
export function sampleClassFile(language: Language) {
  const pupils = [
    { id: SAMPLE_CLASS.pupilId, name: 'Ada', addedAt: TERM_START },
    { id: 'pupil-birk', name: 'Birk', addedAt: TERM_START },
    { id: 'pupil-cyrus', name: 'Cyrus', addedAt: TERM_START },
  ];
  const record = {
    id: SAMPLE_CLASS.id,
    name: SAMPLE_CLASS.name,
    language,
    createdAt: TERM_START,
    pupils,
    lessons: [
      lesson(0, [
        entry('pupil-ada', 8, { 'm6:7': 1, 'm6:8': 1, 'm2:7': 2 }, TERM_START),
        entry('pupil-birk', 6, { 'm6:7': 0, 'm3:6': 1 }, TERM_START),
      ]),
      lesson(7, [
        entry('pupil-ada', 9, { 'm6:7': 2, 'm6:8': 2, 'm7:7': 1 }, TERM_START + 7 * DAY_MS),
        entry('pupil-birk', 7, { 'm6:7': 1, 'm3:6': 2 }, TERM_START + 7 * DAY_MS),
        entry('pupil-cyrus', 5, { 'm6:6': 1 }, TERM_START + 7 * DAY_MS),
      ]),
    ],
    goal: {
      measure: 'fluentFacts',
      target: 20,
      setAt: TERM_START,
      dueAt: TERM_START + 11 * DAY_MS,
    },
  };
  return {
    name: 'class-4b.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify({ app: 'mattemester', kind: 'class', version: 1, class: record }),
    ),
  };
}
