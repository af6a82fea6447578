import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClassRecord } from '../model/class-record';
import type { LessonQuestion, RecordOptions } from '../model/record-lesson';
import { useLessonRecorder } from './use-lesson-recorder';

const ADA_2: LessonQuestion = { studentId: 'student-ada-2', name: 'Ada 2', pupilId: 'p-Ada' };

/** The class's stored record never matters here: the lesson's questions come from `asked`. */
const stored = { id: 'class-1' } as unknown as ClassRecord;
let asked: readonly LessonQuestion[] = [];
/** While true, each save of the class waits in `saves` until the test lets it end. */
let holdSaves = false;
const saves: (() => void)[] = [];
const fetched = vi.fn();

vi.mock('../api/lesson-record-api', () => ({
  fetchLessonRecord: () => {
    fetched();
    return Promise.resolve({ students: [] });
  },
  sendClassFacts: () => Promise.resolve(),
}));
vi.mock('../model/class-facts-to-send', () => ({ classFactsToSend: () => [] }));
vi.mock('../model/record-lesson', () => ({
  recordLesson: (record: ClassRecord, _reply: unknown, options: RecordOptions) => ({
    record,
    questions: asked.filter((question) => !options.answers.has(question.studentId)),
  }),
}));
vi.mock('../stores/classes', () => ({
  changeClass: async (_id: string, change: (record: ClassRecord) => ClassRecord) => {
    const changed = change(stored);
    await new Promise<void>((saved) => {
      if (holdSaves) saves.push(saved);
      else saved();
    });
    return changed;
  },
}));

const LESSON = { classId: 'class-1', sessionId: 'session-1', teacherToken: 'token' };

beforeEach(() => {
  asked = [ADA_2];
  holdSaves = false;
  saves.length = 0;
  fetched.mockClear();
});

describe('the lesson recorder', () => {
  it('asks no question again that the teacher answered while a record was being saved', async () => {
    holdSaves = true;
    const { result } = renderHook(() => useLessonRecorder(LESSON, 0));
    // The first record has read the lesson (Ada 2 still asked about) and is being saved.
    await waitFor(() => expect(saves).toHaveLength(1));
    act(() => result.current.answer(ADA_2.studentId, true));
    expect(result.current.questions).toEqual([]);
    await act(async () => {
      saves[0]?.();
      await Promise.resolve();
    });
    // The record the answer asked for is being saved in turn; the first one has ended.
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(result.current.questions).toEqual([]);
  });

  it('records at once when asked, so that End names the latest questions', async () => {
    asked = [];
    const { result } = renderHook(() => useLessonRecorder(LESSON, 0));
    await waitFor(() => expect(result.current.recordedAt).toBeDefined());
    expect(result.current.questions).toEqual([]);
    asked = [ADA_2];
    act(() => result.current.refresh());
    await waitFor(() => expect(result.current.questions).toEqual([ADA_2]));
    expect(fetched).toHaveBeenCalledTimes(2);
  });
});
