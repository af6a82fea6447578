import type { ClassProblem } from '#shared/contracts/sessions';
import type { FactMemory } from '#shared/maths/fact-map';
import { fluencyQuestionOf, isFluent, recordAnswer } from '#shared/maths/fact-scheduler';
import { answerOf } from '#shared/maths/generate-problem';

/** The two numbers of a question as the server writes it, "7 × 8 = ?". */
const OPERANDS = /^\s*(\d+)\s*\D\s*(\d+)\s*=/u;

/**
 * The device's facts after one class answer, so that "My facts" and the next lesson include it:
 * the same rule as a solo answer (right and quick moves the fact up; a typed answer is allowed
 * time for its digits), at the device's next
 * question index. A question whose numbers cannot be read leaves the memory as it is.
 */
export function withClassAnswer(
  memory: FactMemory,
  problem: Pick<ClassProblem, 'operation' | 'stem' | 'answerInput'>,
  answer: { readonly isCorrect: boolean; readonly timeSpentMs: number; readonly atMs: number },
): FactMemory {
  const match = OPERANDS.exec(problem.stem);
  if (match === null) return memory;
  const fact = {
    operation: problem.operation,
    operand1: Number(match[1]),
    operand2: Number(match[2]),
  };
  const outcome = {
    correct: answer.isCorrect,
    fluent: isFluent(
      answer.timeSpentMs,
      fluencyQuestionOf(problem.stem, answerOf(fact), problem.answerInput),
    ),
    questionIndex: memory.questionsAnswered,
    atMs: answer.atMs,
  };
  return {
    scheduler: recordAnswer(memory.scheduler, fact, outcome),
    questionsAnswered: memory.questionsAnswered + 1,
  };
}
