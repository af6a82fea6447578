import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { answerBodySchema } from '#shared/contracts/sessions';
import { pendingAnswerSchema } from './class-session-store';

/** Numbers near and beyond each limit of the body, and some that are no numbers at all. */
const edgyNumber = fc.oneof(
  fc.integer({ min: -3, max: 12 }),
  fc.integer({ min: 999_990, max: 1_000_010 }),
  fc.integer({ min: 86_399_990, max: 86_400_010 }),
  fc.double({ min: -10, max: 1e9 }),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, -0, 0.5),
);

const body = fc.record(
  {
    problemId: fc.oneof(fc.uuid(), fc.string({ maxLength: 120 }), fc.constant('')),
    choiceIndex: fc.oneof(fc.constant(null), edgyNumber),
    typedAnswer: fc.oneof(fc.constant(null), edgyNumber),
    timeSpentMs: edgyNumber,
  },
  { requiredKeys: ['problemId', 'choiceIndex', 'timeSpentMs'] },
);

describe('an answer kept on the device to send again', () => {
  it('is kept exactly when the server would take its body', () => {
    fc.assert(
      fc.property(body, (answer) => {
        expect(v.is(pendingAnswerSchema, answer)).toBe(answerBodySchema.safeParse(answer).success);
      }),
      { numRuns: 2000 },
    );
  });
});
