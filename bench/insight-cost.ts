/**
 * What the teacher's class insight costs as a lesson goes on: one class of 30 students on a real
 * SQLite file answers through the app's `inject` (the choices in turn, so most answers are
 * wrong). The lesson's answers so far come as fast as the app takes them; then, for the last
 * minute before each step, the class answers at its own pace (one answer every 2 s a student)
 * while the dashboard asks for the insight every 5 s, as it does in a lesson. The benchmark prints
 * the server's CPU time per request (process CPU, so other work on the machine hardly moves it)
 * over the requests of that minute's second half, and each request's: by then the answers that
 * came faster than a class gives them are older than the last 30 s, as in a lesson. A session is
 * read whole every 5 minutes all the same, so one request of a step may carry that read. A 45-minute lesson of 30 students answering every 2 s holds about 40,000 answers.
 */
import type { AnswerReply, CreateSessionReply } from '../src/shared/contracts/sessions';
import { joinWithFirstProblem, startBenchApp, type BenchStudent } from './bench-app';

const STUDENTS = 30;
const STEPS = [1_000, 5_000, 10_000, 20_000, 40_000];
/** The class's own pace: each student answers every 2 s. */
const ANSWER_EVERY_MS = 2000 / STUDENTS;
const PACED_MS = 60_000;
const MEASURED_AFTER_MS = 30_000;
const ASK_EVERY_MS = 5000;

const bench = await startBenchApp('insight-cost');
const { app, post } = bench;

const session = await post<CreateSessionReply>('/api/sessions', {
  autoStart: true,
  continuousMode: true,
  operations: [{ type: 'multiplication', numberRange: { min: 1, max: 10 }, challengeCount: 10 }],
});

const students: BenchStudent[] = [];
for (let index = 0; index < STUDENTS; index += 1)
  students.push(
    await joinWithFirstProblem(post, session.sessionCode, `Student ${String(index + 1)}`),
  );

let answered = 0;
async function answerOnce(student: BenchStudent): Promise<void> {
  const { problem } = student;
  const reply = await post<AnswerReply>(
    `/api/students/${student.id}/answers`,
    {
      problemId: problem.problemId,
      choiceIndex: answered % problem.choices.length,
      timeSpentMs: 1500,
    },
    student.token,
  );
  if (reply.nextProblem === null) throw new Error('no next problem');
  student.problem = reply.nextProblem;
  answered += 1;
}

async function askForInsight(): Promise<void> {
  const reply = await app.inject({
    method: 'GET',
    url: `/api/sessions/${session.sessionId}/insight`,
    headers: { authorization: `Bearer ${session.teacherToken}` },
  });
  if (reply.statusCode !== 200) throw new Error(`insight: ${reply.statusCode} ${reply.body}`);
}

/** The CPU time of one request for the insight, in milliseconds. */
async function timedAsk(): Promise<number> {
  const before = process.cpuUsage();
  await askForInsight();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

for (const step of STEPS) {
  const pacedAnswers = Math.round(PACED_MS / ANSWER_EVERY_MS);
  while (answered < step - pacedAnswers)
    await answerOnce(students[answered % STUDENTS] as BenchStudent);
  const start = performance.now();
  let asks = 0;
  const costs: number[] = [];
  while (answered < step) {
    const elapsed = performance.now() - start;
    if (elapsed >= (asks + 1) * ASK_EVERY_MS) {
      const cost = await timedAsk();
      asks += 1;
      if (elapsed > MEASURED_AFTER_MS) costs.push(cost);
    }
    await answerOnce(students[answered % STUDENTS] as BenchStudent);
    await wait(start + (answered - (step - pacedAnswers)) * ANSWER_EVERY_MS - performance.now());
  }
  const milliseconds = costs.reduce((sum, cost) => sum + cost, 0) / costs.length;
  const each = costs.map((cost) => cost.toFixed(1)).join(', ');
  process.stdout.write(
    `${String(step).padStart(6)} answers: ${milliseconds.toFixed(1)} ms CPU per insight request (${each})\n`,
  );
  process.stdout.write(`INSIGHT_COST_MS ${String(step)} ${milliseconds.toFixed(1)}\n`);
}
await bench.close();
