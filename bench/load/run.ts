import { performance } from 'node:perf_hooks';
import {
  answer,
  answersCounted,
  closeClassroom,
  fetchInsight,
  fetchProblem,
  joinStudent,
  openClassroom,
  type Classroom,
  type Student,
} from './classroom';
import type { LoadOptions } from './options';
import { runHostileStudent, type HostileTally } from './hostile-student';
import {
  probeHonestNewcomers,
  runSchoolScript,
  type HonestProbes,
  type ScriptTally,
} from './hostile-school';
import { Recorder } from './recorder';
import { followStudentLists } from './student-lists';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the clients did, apart from what the recorder timed. */
export interface RunOutcome {
  readonly recorder: Recorder;
  readonly joinSeconds: number;
  /**
   * The servers' CPU time while the students joined (from the first join's start until every
   * student has a question and an open live connection, the teachers' reads meanwhile included).
   */
  readonly joinCpuSeconds: number;
  readonly answerSeconds: number;
  /** The servers' CPU time while the students answered (joins left out), in seconds. */
  readonly answerCpuSeconds: number;
  readonly answersCounted: number;
  readonly teacherEventsMissing: number;
  /** The hostile student's replies by request and status; undefined without --hostile. */
  readonly hostile: HostileTally | undefined;
  /** The school script's outcomes and the honest newcomers' waits; undefined without --hostile-school. */
  readonly school: { readonly script: ScriptTally; readonly probes: HonestProbes } | undefined;
}

/**
 * Opens the sessions (teacher i on process i mod N), joins every student over the join window (student
 * j of session i on process (i + j + 1) mod N, so with two processes most students answer on
 * another process than their teacher's), then answers steadily or in bursts.
 */
export async function runLoad(
  options: LoadOptions,
  urls: readonly string[],
  startMeasuring: () => Promise<void>,
  serverCpuSeconds: () => number,
): Promise<{ outcome: RunOutcome; classrooms: Classroom[] }> {
  if (options.warmUpS > 0) await warmUp(urls, options.warmUpS * 1000);
  const recorder = new Recorder();
  const urlFor = (index: number) => urls[index % urls.length] ?? '';
  const classrooms: Classroom[] = [];
  for (let session = 0; session < options.sessions; session += 1)
    classrooms.push(await openClassroom(urlFor(session), recorder));
  await startMeasuring();
  // The dashboards are open from the start: joins mark their student lists stale too.
  const stopStudentLists = followStudentLists(classrooms, options.studentListEveryMs, recorder);

  const joinStarted = performance.now();
  const cpuAtJoinStart = serverCpuSeconds();
  const total = options.sessions * options.students;
  await Promise.all(
    classrooms.flatMap((classroom, session) =>
      Array.from({ length: options.students }, async (_, student) => {
        const index = session * options.students + student;
        await sleep((index / total) * options.joinWithinMs);
        await joinStudent(
          classroom,
          urlFor(session + student + 1),
          `Student ${student + 1}`,
          recorder,
        );
      }),
    ),
  );
  const joinSeconds = (performance.now() - joinStarted) / 1000;
  const joinCpuSeconds = serverCpuSeconds() - cpuAtJoinStart;

  const students = classrooms.flatMap((classroom) => classroom.students);
  const answerStarted = performance.now();
  const cpuAtAnswerStart = serverCpuSeconds();
  recorder.answeringFrom = answerStarted;
  const answering = { done: false };
  const insight = askForInsight(classrooms, options.insightEveryMs, answering, recorder);
  let hostile: HostileTally | undefined;
  let school: RunOutcome['school'];
  if (options.burst) await answerInBursts(students, options.questions, recorder);
  else if (options.hostileSchool)
    school = await answerBesideSchoolScript(classrooms, students, options, recorder, urlFor);
  else await answerSteadily(students, options.intervalMs, options.durationS * 1000, recorder);
  if (options.hostile) hostile = await answerBesideHostile(classrooms, students, options, recorder);
  answering.done = true;
  const answerSeconds = (performance.now() - answerStarted) / 1000;
  const answerCpuSeconds = serverCpuSeconds() - cpuAtAnswerStart;
  await insight;
  await stopStudentLists();
  await drainTeacherEvents(recorder);

  const counted = await Promise.all(classrooms.map(answersCounted));
  return {
    classrooms,
    outcome: {
      recorder,
      joinSeconds,
      joinCpuSeconds,
      answerSeconds,
      answerCpuSeconds,
      answersCounted: counted.reduce((sum, count) => sum + count, 0),
      teacherEventsMissing: recorder.teacherEventsMissing(),
      hostile,
      school,
    },
  };
}

/**
 * The students answer for the run's duration while one child's script attacks from their address
 * and an honest newcomer pupil (of the second class) and teacher (of the third) try to get in
 * every 5 s (hostile-school.ts). The script works on the first class and process.
 */
async function answerBesideSchoolScript(
  classrooms: readonly Classroom[],
  students: readonly Student[],
  options: LoadOptions,
  recorder: Recorder,
  urlFor: (index: number) => string,
): Promise<NonNullable<RunOutcome['school']>> {
  const [attacked, newcomers, teachers] = classrooms;
  if (attacked === undefined || newcomers === undefined || teachers === undefined)
    throw new Error('a school under attack needs three classes');
  const gate = { done: false };
  const script = runSchoolScript(urlFor(0), attacked, gate);
  const probes = probeHonestNewcomers(urlFor(1), newcomers, teachers, gate, recorder);
  await answerSteadily(students, options.intervalMs, options.durationS * 1000, recorder);
  gate.done = true;
  await script.finished;
  return { script: script.tally, probes: await probes };
}

/**
 * Each teacher's dashboard asks for the class insight once per `everyMs` while the students answer
 * (the first at a random moment of the first interval); nothing when `everyMs` is 0.
 */
async function askForInsight(
  classrooms: readonly Classroom[],
  everyMs: number,
  answering: { readonly done: boolean },
  recorder: Recorder,
): Promise<void> {
  if (everyMs === 0) return;
  await Promise.all(
    classrooms.map(async (classroom) => {
      let next = performance.now() + Math.random() * everyMs;
      for (;;) {
        await sleep(Math.max(0, next - performance.now()));
        if (answering.done) return;
        await fetchInsight(classroom, recorder);
        next += everyMs;
      }
    }),
  );
}

/**
 * How long each window of the hostile student's comparison lasts: short, so that windows with and
 * without it see the same machine, which others may share and which drifts within minutes.
 */
const HOSTILE_WINDOW_MS = 10_000;

/**
 * The same students answer for as long again while one more student of the first session sends
 * requests as fast as it can in every other window of HOSTILE_WINDOW_MS (waiting in the first),
 * so that their replies with and without it are recorded apart over the same minutes.
 */
async function answerBesideHostile(
  classrooms: readonly Classroom[],
  students: readonly Student[],
  options: LoadOptions,
  recorder: Recorder,
): Promise<HostileTally> {
  const classroom = classrooms[0];
  if (classroom === undefined) throw new Error('no session for the hostile student');
  const gate = { on: false, done: false };
  const hostile = await runHostileStudent(classroom, classroom.teacherUrl, gate);
  recorder.untimedStudents.add(hostile.studentId);
  const durationMs = options.durationS * 1000;
  const started = performance.now();
  const answering = answerSteadily(students, options.intervalMs, durationMs, recorder);
  for (let from = started; from < started + durationMs; from += HOSTILE_WINDOW_MS) {
    await sleep(Math.max(0, from - performance.now()));
    recorder.hostileWindows.push({ from: performance.now(), on: gate.on });
    gate.on = !gate.on;
  }
  await answering;
  gate.done = true;
  await hostile.finished;
  return hostile.tally;
}

/** Students of the warm-up class on each process, and how often each answers. */
const WARM_UP_STUDENTS = 30;
const WARM_UP_INTERVAL_MS = 200;

/**
 * A class of its own on each process answers for `durationMs`, so that the measured run meets
 * servers whose code has run (compiled by V8's optimising tiers) as a server in use would; its
 * figures are dropped, and the measured classes' counts leave it out.
 */
async function warmUp(urls: readonly string[], durationMs: number): Promise<void> {
  const unmeasured = new Recorder();
  const classrooms = await Promise.all(urls.map((url) => openClassroom(url, unmeasured)));
  await Promise.all(
    classrooms.flatMap((classroom) =>
      Array.from({ length: WARM_UP_STUDENTS }, (_, student) =>
        joinStudent(classroom, classroom.teacherUrl, `Warm-up ${student + 1}`, unmeasured),
      ),
    ),
  );
  const students = classrooms.flatMap((classroom) => classroom.students);
  await answerSteadily(students, WARM_UP_INTERVAL_MS, durationMs, unmeasured);
  closeAll(classrooms);
}

/** Every student answers once per interval, starting at a random moment of the first one. */
async function answerSteadily(
  students: readonly Student[],
  intervalMs: number,
  durationMs: number,
  recorder: Recorder,
): Promise<void> {
  const end = performance.now() + durationMs;
  await Promise.all(
    students.map(async (student) => {
      let next = performance.now() + Math.random() * intervalMs;
      for (;;) {
        await sleep(Math.max(0, next - performance.now()));
        if (performance.now() >= end) return;
        await fetchProblem(student, recorder);
        await answer(student, recorder);
        next += intervalMs;
      }
    }),
  );
}

/** Question after question: everyone gets it, then everyone answers within one second. */
async function answerInBursts(
  students: readonly Student[],
  questions: number,
  recorder: Recorder,
): Promise<void> {
  for (let question = 0; question < questions; question += 1) {
    await Promise.all(students.map((student) => fetchProblem(student, recorder)));
    await Promise.all(
      students.map(async (student) => {
        await sleep(Math.random() * 1000);
        await answer(student, recorder);
      }),
    );
    await drainTeacherEvents(recorder);
  }
}

/** Waits (up to 10 s) until the teacher screens have heard of every confirmed answer. */
async function drainTeacherEvents(recorder: Recorder): Promise<void> {
  const deadline = performance.now() + 10_000;
  while (recorder.teacherEventsMissing() > 0 && performance.now() < deadline) await sleep(50);
}

/** Closes all live connections. */
export function closeAll(classrooms: readonly Classroom[]): void {
  for (const classroom of classrooms) closeClassroom(classroom);
}
