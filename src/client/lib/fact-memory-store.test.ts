import { afterEach, describe, expect, it } from 'vitest';
import { checkStudentName, truncateName } from '#shared/contracts/student-name';
import { EMPTY_SCHEDULER_STATE, recordAnswer } from '#shared/maths/fact-scheduler';
import { EMPTY_FACT_MEMORY } from '#shared/maths/fact-map';
import {
  LESSON_NAME_KEPT_MS,
  factMemoryOwner,
  keepOwnerLessonName,
  ownerLessonName,
  readFactMemory,
  writeFactMemory,
} from './fact-memory-store';

afterEach(() => window.localStorage.clear());

/** A name a student may join with: 20 characters, each flag four UTF-16 units. */
const FLAGS_NAME = truncateName(`Kari ${'🇳🇴'.repeat(20)}`);

describe('the facts a device keeps, with the name of their owner', () => {
  it('keeps the owner and the facts for a name of flag emoji at the length limit', () => {
    expect(checkStudentName(FLAGS_NAME)).toEqual({ ok: true, name: FLAGS_NAME });
    expect(FLAGS_NAME.length).toBeGreaterThan(60);
    const scheduler = recordAnswer(
      EMPTY_SCHEDULER_STATE,
      { operation: 'multiplication', operand1: 7, operand2: 8 },
      { correct: true, fluent: true, questionIndex: 0 },
    );
    writeFactMemory({ scheduler, questionsAnswered: 1 }, FLAGS_NAME);
    expect(factMemoryOwner()).toBe(FLAGS_NAME);
    expect(readFactMemory().scheduler.facts['multiplication:7:8']?.box).toBe(1);
  });

  it('keeps the lesson name with its owner through their practice, and drops it for a new owner', () => {
    writeFactMemory(EMPTY_FACT_MEMORY, 'Emil');
    keepOwnerLessonName('Emil 2');
    writeFactMemory({ ...EMPTY_FACT_MEMORY, questionsAnswered: 3 });
    expect(ownerLessonName()).toBe('Emil 2');
    writeFactMemory(readFactMemory(), 'Emil');
    expect(ownerLessonName()).toBe('Emil 2');
    writeFactMemory(readFactMemory(), 'Ada');
    expect(factMemoryOwner()).toBe('Ada');
    expect(ownerLessonName()).toBeUndefined();
  });

  it('keeps no lesson name on a device whose facts no class has named', () => {
    writeFactMemory(EMPTY_FACT_MEMORY);
    keepOwnerLessonName('Emil 2');
    expect(ownerLessonName()).toBeUndefined();
  });

  it('asks for a lesson name for six weeks after the lesson, then no longer', () => {
    writeFactMemory(EMPTY_FACT_MEMORY, 'Emil');
    keepOwnerLessonName('Emil 2', 1_000);
    expect(ownerLessonName(1_000 + LESSON_NAME_KEPT_MS)).toBe('Emil 2');
    expect(ownerLessonName(1_001 + LESSON_NAME_KEPT_MS)).toBeUndefined();
  });
});
