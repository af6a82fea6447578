import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StudentSummary } from '#shared/contracts/sessions';
import { testStudent as student } from '../testing/test-student';
import { useStudentList } from './use-student-list';

const answer = (count: number) =>
  ({
    kind: 'answered',
    studentId: 'ada',
    stats: student('ada', count).stats,
    finished: false,
    currentOperationIndex: 0,
  }) as const;

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

/** The clock moves in 100 ms steps, with React rendering in between as it would. */
async function advanceInSteps(ms: number) {
  for (let passed = 0; passed < ms; passed += 100) await advance(Math.min(100, ms - passed));
}

describe('useStudentList', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the list again while answers never stop coming, once per 5 s', async () => {
    let fetches = 0;
    let answers = 0;
    const fetchList = () => {
      fetches += 1;
      return Promise.resolve([student('ada', answers)]);
    };
    const { result } = renderHook(() => useStudentList(fetchList));
    // An answer every 100 ms for 20 s.
    for (let tick = 0; tick < 200; tick += 1) {
      await advance(100);
      answers += 1;
      act(() => result.current.heard(answer(answers)));
    }
    expect(fetches).toBeGreaterThanOrEqual(4);
    expect(fetches).toBeLessThanOrEqual(6);
    expect(result.current.students[0]?.stats.questionsAnswered).toBe(200);
  });

  it('reads the list every 15 s when no event comes', async () => {
    let fetches = 0;
    const fetchList = () => {
      fetches += 1;
      return Promise.resolve([student('ada', 0)]);
    };
    renderHook(() => useStudentList(fetchList));
    await advance(0);
    expect(fetches).toBe(1);
    await advanceInSteps(14_900);
    expect(fetches).toBe(1);
    await advanceInSteps(200);
    expect(fetches).toBe(2);
    await advanceInSteps(30_000);
    expect(fetches).toBe(4);
  });

  it('keeps an answer heard while a read was under way when that read arrives', async () => {
    const reads: ((students: StudentSummary[]) => void)[] = [];
    const fetchList = () =>
      new Promise<StudentSummary[]>((resolve) => {
        reads.push(resolve);
      });
    const { result } = renderHook(() => useStudentList(fetchList));
    await advance(0);
    expect(reads).toHaveLength(1);
    act(() => result.current.heard(answer(1)));
    expect(result.current.students[0]?.stats.questionsAnswered).toBeUndefined();
    await act(async () => {
      reads[0]?.([student('ada', 0), student('bo', 0)]);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current.students.map((s) => [s.id, s.stats.questionsAnswered])).toEqual([
      ['ada', 1],
      ['bo', 0],
    ]);
    // The event made the list stale: the next read, 5 s after the first began, is the truth.
    await advance(5000);
    expect(reads).toHaveLength(2);
    await act(async () => {
      reads[1]?.([student('ada', 1)]);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current.students.map((s) => s.id)).toEqual(['ada']);
  });
});
