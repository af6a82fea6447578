import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { Client, Pool, errors, type Dispatcher } from 'undici';
import type {
  AnswerReply,
  ClassProblem,
  CreateSessionReply,
  JoinReply,
  StudentSummary,
} from '../../src/shared/contracts/sessions';
import type {
  ClientToServerEvents,
  ServerToClientEvents,
  SocketAuth,
} from '../../src/shared/contracts/socket-events';
import { PRACTISED_DEVICE_FACTS } from '../device-facts';
import type { Recorder } from './recorder';
import { sendJson } from './post-json';

type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A student as the benchmark drives it: joined over HTTP, connected live, answering over HTTP. */
export interface Student {
  readonly studentId: string;
  readonly token: string;
  /** The student's own keep-alive connection, as their browser keeps one. */
  readonly connection: Client;
  readonly socket: LiveSocket;
  problem: ClassProblem | undefined;
}

/** A teacher's session with its live dashboard connection. */
export interface Classroom {
  readonly session: CreateSessionReply;
  readonly teacherUrl: string;
  readonly teacher: LiveSocket;
  readonly students: Student[];
}

/**
 * Builds before answers reached the teacher in batches sent `studentAnswer`, one per answer: the
 * benchmark hears it too, so that it can drive an older build (--server-dir) the same way.
 */
export function onOlderAnswerEvent(
  teacher: LiveSocket,
  listener: (answer: { studentId: string }) => void,
): () => void {
  const older = teacher as unknown as {
    on(event: string, listener: (answer: { studentId: string }) => void): void;
    off(event: string, listener: (answer: { studentId: string }) => void): void;
  };
  older.on('studentAnswer', listener);
  return () => older.off('studentAnswer', listener);
}

/** The teachers' keep-alive connections, per server. */
const teacherPools = new Map<string, Pool>();

function teacherPool(url: string): Pool {
  let pool = teacherPools.get(url);
  if (pool === undefined) {
    pool = new Pool(url);
    teacherPools.set(url, pool);
  }
  return pool;
}

/** One student's browser: a single keep-alive connection that all their requests reuse. */
function browserConnection(url: string): Client {
  return new Client(url, { pipelining: 1 });
}

/**
 * POSTs JSON through undici (lighter than node:http and fetch, so the load generator leaves the
 * CPU to the server) and returns the reply, or throws an Error whose message is a short label.
 */
async function post<T>(
  connection: Dispatcher,
  path: string,
  body: object,
  token?: string,
): Promise<T> {
  let reply: Dispatcher.ResponseData;
  try {
    reply = await sendJson(connection, path, body, token);
  } catch (error) {
    throw new Error(`network ${errorCode(error)}`.trim());
  }
  if (reply.statusCode < 200 || reply.statusCode >= 300) {
    await reply.body.dump();
    throw new Error(String(reply.statusCode));
  }
  try {
    return (await reply.body.json()) as T;
  } catch (error) {
    throw new Error(`reply ${errorCode(error) || 'not JSON'}`);
  }
}

/** An error's code (undici's, or the system's), or nothing. */
function errorCode(error: unknown): string {
  if (error instanceof errors.UndiciError) return error.code;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === 'string' ? code : '';
}

/** How long a live connection may take to open, retries included, before the client gives up. */
const LIVE_CONNECT_WAIT_MS = 30_000;

/**
 * Opens a live connection as the browser does: a failed attempt is counted as an error and
 * retried (Socket.IO's reconnection), as a browser keeps trying. A student's is open once the
 * server's first state has come on it, which a student's screen waits for before it shows a
 * question. Undefined when the server refused the connection or it did not open within
 * LIVE_CONNECT_WAIT_MS.
 */
function connect(
  url: string,
  auth: SocketAuth,
  recorder: Recorder,
): Promise<LiveSocket | undefined> {
  const socket: LiveSocket = io(url, { auth, transports: ['websocket'], reconnection: true });
  return new Promise((resolve) => {
    const giveUp = (label: string) => {
      clearTimeout(waiting);
      recorder.error(label);
      socket.close();
      resolve(undefined);
    };
    const waiting = setTimeout(() => giveUp('live connect timeout'), LIVE_CONNECT_WAIT_MS);
    const opened = () => {
      clearTimeout(waiting);
      socket.off('connect_error');
      socket.on('disconnect', (reason) => {
        if (reason !== 'io client disconnect') recorder.disconnects += 1;
      });
      resolve(socket);
    };
    if (auth.role === 'student') socket.once('studentState', opened);
    else socket.once('connect', opened);
    socket.on('connect_error', (error) => {
      // Not active: the server refused the connection itself, and the client will not retry.
      if (!socket.active) giveUp(`live connect refused ${error.message}`);
      else recorder.error(`live connect ${error.message}`);
    });
  });
}

/** Creates a running, continuous session and connects its teacher's dashboard. */
export async function openClassroom(teacherUrl: string, recorder: Recorder): Promise<Classroom> {
  const session = await post<CreateSessionReply>(teacherPool(teacherUrl), '/api/sessions', {
    autoStart: true,
    continuousMode: true,
    operations: [{ type: 'multiplication', numberRange: { min: 1, max: 10 }, challengeCount: 10 }],
  });
  const teacher = await connect(
    teacherUrl,
    { role: 'teacher', sessionId: session.sessionId, token: session.teacherToken },
    recorder,
  );
  if (teacher === undefined) throw new Error("a teacher's live connection did not open");
  teacher.on('studentAnswers', (answers) => {
    const heardAt = performance.now();
    for (const { studentId } of answers) recorder.teacherHeard(studentId, heardAt);
  });
  onOlderAnswerEvent(teacher, ({ studentId }) => {
    recorder.teacherHeard(studentId, performance.now());
  });
  return { session, teacherUrl, teacher, students: [] };
}

/**
 * One student joins with their device's facts (timed), opens the live connection and gets a first
 * question (timed from the join's start, as the child waits for it).
 */
export async function joinStudent(
  classroom: Classroom,
  url: string,
  name: string,
  recorder: Recorder,
): Promise<void> {
  const connection = browserConnection(url);
  const started = performance.now();
  let joined: JoinReply;
  try {
    joined = await post<JoinReply>(
      connection,
      `/api/sessions/${classroom.session.sessionCode}/join`,
      { name, facts: PRACTISED_DEVICE_FACTS },
    );
  } catch (error) {
    recorder.error(`join ${(error as Error).message}`);
    void connection.destroy();
    return;
  }
  const repliedAt = performance.now();
  recorder.joinReply.push(repliedAt - started);
  // As the screen does: the question the join brought shows at once, while the live connection
  // opens.
  if (joined.firstProblem !== undefined) recorder.firstQuestion.push(repliedAt - started);
  const socket = await connect(
    url,
    {
      role: 'student',
      sessionId: joined.sessionId,
      studentId: joined.studentId,
      token: joined.reconnectionToken,
    },
    recorder,
  );
  if (socket === undefined) {
    void connection.destroy();
    return;
  }
  const student: Student = {
    studentId: joined.studentId,
    token: joined.reconnectionToken,
    connection,
    socket,
    problem: joined.firstProblem,
  };
  classroom.students.push(student);
  if (joined.firstProblem !== undefined) return;
  // A join that brought no question: the screen asks for one once the live connection is open.
  await fetchProblem(student, recorder);
  if (student.problem !== undefined) recorder.firstQuestion.push(performance.now() - started);
}

/**
 * Makes sure the student has a question: the one that came with the last verdict, or else one
 * asked for (not timed: the student is reading).
 */
export async function fetchProblem(student: Student, recorder: Recorder): Promise<void> {
  if (student.problem !== undefined) return;
  try {
    student.problem = await post<ClassProblem>(
      student.connection,
      `/api/students/${student.studentId}/problems`,
      {},
      student.token,
    );
  } catch (error) {
    recorder.error(`problem ${(error as Error).message}`);
    student.problem = undefined;
  }
}

/** Answers the question the student has (a random choice), timing the reply and the teacher event. */
export async function answer(student: Student, recorder: Recorder): Promise<void> {
  const problem = student.problem;
  if (problem === undefined) return;
  const started = performance.now();
  recorder.answerSent(student.studentId, started);
  try {
    const reply = await post<AnswerReply>(
      student.connection,
      `/api/students/${student.studentId}/answers`,
      {
        problemId: problem.problemId,
        choiceIndex: Math.floor(Math.random() * problem.choices.length),
        timeSpentMs: 1500,
      },
      student.token,
    );
    recorder.answerReplied(started, performance.now());
    recorder.answersConfirmed += 1;
    student.problem = reply.nextProblem ?? undefined;
  } catch (error) {
    student.problem = undefined;
    recorder.answerFailed(student.studentId, started);
    recorder.error(`answer ${(error as Error).message}`);
  }
}

/** The teacher's dashboard asks for the class insight, as it does while answers come in. */
export function fetchInsight(classroom: Classroom, recorder: Recorder): Promise<void> {
  return teacherRead(classroom, 'insight', recorder.insightReply, recorder);
}

/** The teacher's dashboard reads the student list, as it does when live events mark it stale. */
export function fetchStudentList(classroom: Classroom, recorder: Recorder): Promise<void> {
  return teacherRead(classroom, 'students', recorder.studentListReply, recorder);
}

/**
 * GETs the session's `page` with the teacher's token; the reply is timed into `timings`, and
 * read whole as the browser would. A failure is counted under the page's name.
 */
async function teacherRead(
  classroom: Classroom,
  page: 'insight' | 'students',
  timings: number[],
  recorder: Recorder,
): Promise<void> {
  const started = performance.now();
  try {
    const reply = await teacherPool(classroom.teacherUrl).request({
      path: `/api/sessions/${classroom.session.sessionId}/${page}`,
      method: 'GET',
      headers: { authorization: `Bearer ${classroom.session.teacherToken}` },
    });
    const body = await reply.body.text();
    if (reply.statusCode !== 200) throw new Error(String(reply.statusCode));
    if (body === '') throw new Error('empty');
    timings.push(performance.now() - started);
  } catch (error) {
    recorder.error(`${page} ${(error as Error).message}`);
  }
}

/** The answers the server counted for the session, as its teacher reads them. */
export async function answersCounted(classroom: Classroom): Promise<number> {
  const response = await fetch(
    `${classroom.teacherUrl}/api/sessions/${classroom.session.sessionId}/students`,
    { headers: { authorization: `Bearer ${classroom.session.teacherToken}` } },
  );
  const { students } = (await response.json()) as { students: StudentSummary[] };
  return students.reduce(
    (sum, student) => sum + student.stats.correct + student.stats.incorrect,
    0,
  );
}

/** Closes every live connection of the classroom. */
export function closeClassroom(classroom: Classroom): void {
  classroom.teacher.disconnect();
  for (const student of classroom.students) {
    student.socket.disconnect();
    void student.connection.destroy();
  }
}
