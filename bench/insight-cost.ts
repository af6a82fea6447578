/**
 * What the teacher's class insight costs as a lesson goes on: one class of 30 students on a real
 * SQLite file answers through the app's `inject` (the choices in turn, so most answers are
 * wrong), and at each step of answers so far the benchmark asks for the insight as the dashboard
 * does and prints the server's CPU time per request (process CPU, so other work on the machine
 * hardly moves it). The dashboard asks at most every 5 s while the class answers; a 45-minute
 * lesson of 30 students answering every 2 s holds about 40,000 answers.
 */
import type { AnswerReply, CreateSessionReply } from '../src/shared/contracts/sessions';
import { joinWithFirstProblem, startBenchApp, type BenchStudent } from './bench-app';

const STUDENTS = 30;
const STEPS = [1_000, 5_000, 10_000, 20_000, 40_000];
const REQUESTS_PER_STEP = 20;

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

for (const step of STEPS) {
  while (answered < step) await answerOnce(students[answered % STUDENTS] as BenchStudent);
  await askForInsight(); // once unmeasured, as the dashboard's first ask after a pause
  const before = process.cpuUsage();
  for (let request = 0; request < REQUESTS_PER_STEP; request += 1) await askForInsight();
  const used = process.cpuUsage(before);
  const milliseconds = (used.user + used.system) / 1000 / REQUESTS_PER_STEP;
  process.stdout.write(
    `${String(step).padStart(6)} answers: ${milliseconds.toFixed(1)} ms CPU per insight request\n`,
  );
  process.stdout.write(`INSIGHT_COST_MS ${String(step)} ${milliseconds.toFixed(1)}\n`);
}
await bench.close();
