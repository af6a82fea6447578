/**
 * What checking a reply against its contract at run time would cost on the answer path: the
 * answer route's reply (four operations, as in a busy lesson) written with JSON.stringify alone,
 * and after zod's encode against `answerReplySchema`, as fastify-type-provider-zod's serializer
 * does. Prints microseconds per reply for each, and the difference.
 */
import { safeEncode } from 'zod/mini';
import {
  answerReplySchema,
  type AnswerReply,
  type CreateSessionReply,
} from '../src/shared/contracts/sessions';
import { joinWithFirstProblem, startBenchApp } from './bench-app';

const REPLIES = 200_000;
const ROUNDS = 5;

const bench = await startBenchApp('reply-validation');
const { post } = bench;

const session = await post<CreateSessionReply>('/api/sessions', {
  autoStart: true,
  operations: (['addition', 'subtraction', 'multiplication', 'division'] as const).map((type) => ({
    type,
    numberRange: { min: 1, max: 10 },
    challengeCount: 10,
  })),
});
const student = await joinWithFirstProblem(post, session.sessionCode, 'Kari');
const answer = await post<AnswerReply>(
  `/api/students/${student.id}/answers`,
  { problemId: student.problem.problemId, choiceIndex: 0, timeSpentMs: 1500 },
  student.token,
);

/** CPU microseconds per reply (so other work on the machine hardly moves it), the median. */
function timePerReply(write: () => string): number {
  const rounds: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const before = process.cpuUsage();
    for (let count = 0; count < REPLIES; count += 1) write();
    const used = process.cpuUsage(before);
    rounds.push((used.user + used.system) / REPLIES);
  }
  return rounds.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)] ?? 0;
}

const plain = timePerReply(() => JSON.stringify(answer));
const checked = timePerReply(() => {
  const result = safeEncode(answerReplySchema, answer);
  if (!result.success) throw new Error('the reply does not fit its contract');
  return JSON.stringify(result.data);
});
process.stdout.write(
  `reply ${String(JSON.stringify(answer).length)} bytes: JSON.stringify ${plain.toFixed(1)} µs, ` +
    `checked then written ${checked.toFixed(1)} µs, checking costs ${(checked - plain).toFixed(1)} µs\n`,
);
await bench.close();
