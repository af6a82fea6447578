import { describe, expect, it } from 'vitest';
import type { AnsweredProblemTally } from '#server/features/class/model/class-model';
import { foldedSessionTally, mergedTallies, NOTHING_KEPT } from './session-tally';

function sevenEights(chosenAnswer: number | null, count: number): AnsweredProblemTally {
  return {
    operation: 'multiplication',
    operand1: 7,
    operand2: 8,
    correctAnswer: 56,
    chosenAnswer,
    isCorrect: chosenAnswer === 56,
    count,
  };
}

describe('tallies merged', () => {
  it('counts alike answers together and keeps another number chosen, a timeout and another fact apart', () => {
    const eightSevens = { ...sevenEights(54, 1), operand1: 8, operand2: 7 };
    expect(
      mergedTallies(
        [sevenEights(54, 2), sevenEights(56, 1)],
        [sevenEights(54, 3), sevenEights(null, 1), eightSevens],
      ),
    ).toEqual([sevenEights(54, 5), sevenEights(56, 1), sevenEights(null, 1), eightSevens]);
  });
});

describe('a kept tally folded forward', () => {
  it('keeps what settled and the problems still waiting, and counts the recent answers only in the reply', () => {
    const first = foldedSessionTally(
      NOTHING_KEPT,
      'b',
      { settled: [sevenEights(54, 2)], recent: [sevenEights(56, 1)], waitingIds: ['a1'] },
      { answered: [], stillWaitingIds: [] },
    );
    expect(first.kept).toEqual({
      throughId: 'b',
      tallies: [sevenEights(54, 2)],
      waitingIds: ['a1'],
    });
    expect(first.current).toEqual([sevenEights(54, 2), sevenEights(56, 1)]);

    const second = foldedSessionTally(
      first.kept,
      'c',
      { settled: [sevenEights(56, 1)], recent: [], waitingIds: ['b1'] },
      { answered: [sevenEights(54, 1)], stillWaitingIds: [] },
    );
    expect(second.kept).toEqual({
      throughId: 'c',
      tallies: [sevenEights(54, 3), sevenEights(56, 1)],
      waitingIds: ['b1'],
    });
    expect(second.current).toEqual(second.kept.tallies);
  });
});
