/**
 * What a teacher's PDF report costs the other classes on the server. A class of 200 students
 * with names in eleven scripts (the largest class; each student answered 20 questions) is on a
 * real SQLite file; while its teacher downloads the PDF report, a class of 30 answers as fast as
 * the app takes them, through the app's `inject`. The benchmark prints, per report (the first
 * opens the fonts), how long the report took, the longest the server's thread stood still
 * meanwhile (the longest gap between ticks of a 1 ms timer), and the answers' replies during it: what a child in
 * another class waited for while the report was made.
 */
import type { AnswerReply, CreateSessionReply } from '../src/shared/contracts/sessions';
import { DEFAULT_LIMITS } from '../src/server/config';
import { joinWithFirstProblem, startBenchApp, type BenchStudent } from './bench-app';

const REPORTS = 5;
const CLASS_SIZE = 200;
const ANSWERS_EACH = 20;
const OTHER_CLASS = 30;
const NAMES = [
  'Åse Ørn',
  'Оля Коваленко',
  'ሰላም ገብሩ',
  'नमस्ते राम',
  'আমার নাম',
  'தமிழ் செல்வி',
  'สมชาย ใจดี',
  'محمد علی',
  'שרה כהן',
  'Ali 😀 Hassan',
  'Νίκος Παπάς',
];

const bench = await startBenchApp('report-stall', {
  ...DEFAULT_LIMITS,
  perStudent: false,
  perAddress: false,
});
const { app, post } = bench;

async function classOf(size: number, names: (index: number) => string) {
  const session = await post<CreateSessionReply>('/api/sessions', {
    autoStart: true,
    continuousMode: true,
    operations: [{ type: 'multiplication', numberRange: { min: 1, max: 10 }, challengeCount: 10 }],
  });
  const students: BenchStudent[] = [];
  for (let index = 0; index < size; index += 1)
    students.push(await joinWithFirstProblem(post, session.sessionCode, names(index)));
  return { session, students };
}

let answered = 0;
async function answerOnce(student: BenchStudent): Promise<number> {
  const started = performance.now();
  const reply = await post<AnswerReply>(
    `/api/students/${student.id}/answers`,
    {
      problemId: student.problem.problemId,
      choiceIndex: answered % student.problem.choices.length,
      timeSpentMs: 1500,
    },
    student.token,
  );
  if (reply.nextProblem === null) throw new Error('no next problem');
  student.problem = reply.nextProblem;
  answered += 1;
  return performance.now() - started;
}

const large = await classOf(CLASS_SIZE, (index) => `${NAMES[index % NAMES.length] ?? ''} ${index}`);
for (let round = 0; round < ANSWERS_EACH; round += 1)
  for (const student of large.students) await answerOnce(student);
const other = await classOf(OTHER_CLASS, (index) => `Student ${index}`);

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor(values.length * share))
  ] ?? 0;

process.stdout.write(
  `PDF report of ${CLASS_SIZE} students (${ANSWERS_EACH} answers each) while ${OTHER_CLASS} others answer\n`,
);
for (let report = 1; report <= REPORTS; report += 1) {
  let lastTick = performance.now();
  let stoodStill = 0;
  const ticks = setInterval(() => {
    const now = performance.now();
    stoodStill = Math.max(stoodStill, now - lastTick);
    lastTick = now;
  }, 1);
  const replies: number[] = [];
  const pdf = { building: true };
  const others = (async () => {
    for (let index = 0; pdf.building; index += 1) {
      const student = other.students[index % OTHER_CLASS];
      if (student !== undefined) replies.push(await answerOnce(student));
    }
  })();
  const started = performance.now();
  const response = await app.inject({
    method: 'GET',
    url: `/api/sessions/${large.session.sessionId}/report.pdf`,
    headers: { authorization: `Bearer ${large.session.teacherToken}` },
  });
  const took = performance.now() - started;
  pdf.building = false;
  clearInterval(ticks);
  stoodStill = Math.max(stoodStill, performance.now() - lastTick);
  await others;
  if (response.statusCode !== 200) throw new Error(`report ${response.statusCode}`);
  process.stdout.write(
    `report ${report}: ${took.toFixed(0)} ms, ${(response.rawPayload.length / 1024).toFixed(0)} KB; ` +
      `thread stood still at most ${stoodStill.toFixed(0)} ms; ` +
      `${replies.length} answers meanwhile, reply p50 ${percentile(replies, 0.5).toFixed(1)} ms, ` +
      `max ${Math.max(0, ...replies).toFixed(0)} ms\n`,
  );
}
await bench.close();
