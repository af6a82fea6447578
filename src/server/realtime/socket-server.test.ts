import { describe, expect, it, vi } from 'vitest';
import type {
  CreateSessionReply,
  JoinReply,
  StudentSessionState,
  TeacherSessionState,
} from '#shared/contracts/sessions';
import { SOCKET_EVENTS_PER_10_SECONDS } from './socket-server';
import { nextEvent, studentAuth, teacherAuth, type ClientSocket } from './live-test-client';
import { liveAppForEachTest } from './live-test-app';

const { testApp, baseUrl, api, open, classWithTwoStudents } = liveAppForEachTest();
const next = nextEvent;

describe('the live channel', () => {
  it('sends the teacher the full state with every student on connect', async () => {
    const { session } = await classWithTwoStudents();
    const state: TeacherSessionState = await next(open(teacherAuth(session)), 'teacherState');
    expect(state.students.map((student) => student.name)).toEqual(['Alice', 'Bob']);
    expect(state.phase).toBe('waiting');
  });

  it("shows the teacher's open screen each student's live connection as it opens and closes", async () => {
    const { session, alice } = await classWithTwoStudents();
    const teacher = open(teacherAuth(session));
    const connected = (state: TeacherSessionState) =>
      state.students.filter((student) => student.connected).map((student) => student.name);
    /** The next full state the teacher gets in which the connected students are `names`. */
    const stateWith = async (names: string[]) => {
      for (;;) {
        const state: TeacherSessionState = await next(teacher, 'teacherState');
        if (JSON.stringify(connected(state)) === JSON.stringify(names)) return state;
      }
    };
    await stateWith([]);
    const aliceSocket = open(studentAuth(alice));
    await stateWith(['Alice']);
    aliceSocket.disconnect();
    await stateWith([]);
  });

  it('sends a student only their own state', async () => {
    const { alice } = await classWithTwoStudents();
    const socket = open(studentAuth(alice));
    const state: StudentSessionState = await next(socket, 'studentState');
    expect(state.student.name).toBe('Alice');
    expect(JSON.stringify(state)).not.toContain('Bob');
  });

  it('refuses a connection with a wrong token, a student token as teacher, or another session', async () => {
    const { session, alice } = await classWithTwoStudents();
    const other = await api<CreateSessionReply>('POST', '/api/sessions', {});
    for (const auth of [
      { role: 'teacher', sessionId: session.sessionId, token: 'wrong' },
      { role: 'teacher', sessionId: session.sessionId, token: alice.reconnectionToken },
      { ...studentAuth(alice), sessionId: other.sessionId },
      {},
    ]) {
      const socket = open(auth);
      const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
      expect(error.message).toBe('unauthorized');
    }
  });

  it('tells students when the teacher starts and stops, and the teacher when a student answers', async () => {
    const { session, alice, bob } = await classWithTwoStudents();
    const teacher = open(teacherAuth(session));
    const aliceSocket = open(studentAuth(alice));
    const bobSocket = open(studentAuth(bob));
    await Promise.all([
      next(teacher, 'teacherState'),
      next(aliceSocket, 'studentState'),
      next(bobSocket, 'studentState'),
    ]);

    const started = Promise.all([
      next(aliceSocket, 'sessionStarted'),
      next(bobSocket, 'sessionStarted'),
    ]);
    await api('POST', `/api/sessions/${session.sessionId}/start`, undefined, session.teacherToken);
    await started;

    const problem = await api<{ problemId: string }>(
      'POST',
      `/api/students/${alice.studentId}/problems`,
      undefined,
      alice.reconnectionToken,
    );
    const answered = next(teacher, 'studentAnswers');
    let bobHeard = false;
    bobSocket.on('studentAnswers', () => {
      bobHeard = true;
    });
    await api(
      'POST',
      `/api/students/${alice.studentId}/answers`,
      { problemId: problem.problemId, choiceIndex: 0, timeSpentMs: 900 },
      alice.reconnectionToken,
    );
    const [payload] = await answered;
    expect(payload?.studentId).toBe(alice.studentId);
    expect(payload?.stats.questionsAnswered).toBe(1);
    expect(payload).toMatchObject({ finished: false, currentOperationIndex: 0 });

    const stopped = next(bobSocket, 'sessionStopped');
    await api('POST', `/api/sessions/${session.sessionId}/stop`, undefined, session.teacherToken);
    expect(await stopped).toEqual({ reason: 'teacher-stopped' });
    expect(bobHeard).toBe(false);
  });

  it('lets a student socket leave only as itself, whatever the payload says', async () => {
    const { session, alice, bob } = await classWithTwoStudents();
    const teacher = open(teacherAuth(session));
    await next(teacher, 'teacherState');
    const aliceSocket = open(studentAuth(alice));
    await next(aliceSocket, 'studentState');
    const left = next(teacher, 'studentLeft');
    aliceSocket.emit('leaveSession', { studentId: bob.studentId });
    expect(await left).toEqual({ studentId: alice.studentId });
  });

  it('sends the full state again when asked, so a reconnecting screen catches up', async () => {
    const { alice } = await classWithTwoStudents();
    const socket = open(studentAuth(alice));
    await next(socket, 'studentState');
    const again = next(socket, 'studentState');
    socket.emit('joinSession', { sessionId: 'someone-else', role: 'teacher' });
    expect((await again).student.id).toBe(alice.studentId);
  });

  it('sends everyone home and closes their connections when the session ends', async () => {
    const { session, alice } = await classWithTwoStudents();
    const teacher = open(teacherAuth(session));
    const aliceSocket = open(studentAuth(alice));
    await Promise.all([next(teacher, 'teacherState'), next(aliceSocket, 'studentState')]);
    const ended = Promise.all([next(teacher, 'sessionEnded'), next(aliceSocket, 'sessionEnded')]);
    const disconnected = new Promise((resolve) => aliceSocket.once('disconnect', resolve));
    await api('DELETE', `/api/sessions/${session.sessionId}`, undefined, session.teacherToken);
    await ended;
    await disconnected;
    expect(aliceSocket.connected).toBe(false);
  });

  it('stops an exam at its end time by itself and tells everyone once', async () => {
    const session = await api<CreateSessionReply>('POST', '/api/sessions', {
      autoStart: true,
      examMode: true,
      examDurationMinutes: 1,
    });
    const student = await api<JoinReply>('POST', `/api/sessions/${session.sessionCode}/join`, {
      name: 'Ola',
    });
    const socket = open(studentAuth(student));
    await next(socket, 'studentState');
    let stops = 0;
    socket.on('sessionStopped', () => {
      stops += 1;
    });
    const stopped = next(socket, 'sessionStopped');
    testApp().advanceClock(60_000);
    expect(await stopped).toEqual({ reason: 'completed' });
    const state = next(socket, 'studentState');
    socket.emit('joinSession', {});
    expect(await state).toMatchObject({ phase: 'stopped', stopReason: 'completed' });
    expect(stops).toBe(1);
  });
});

describe('the live channel under abuse', () => {
  const refused = (socket: ClientSocket) =>
    new Promise<string>((resolve) =>
      socket.once('connect_error', (error) => resolve(error.message)),
    );
  const connected = (socket: ClientSocket) =>
    new Promise<void>((resolve) => socket.once('connect', () => resolve()));

  it("refuses a browser handshake from another site's page and accepts one from its own", async () => {
    const { session } = await classWithTwoStudents();
    const foreign = open(teacherAuth(session), { origin: 'https://evil.example' });
    expect(await refused(foreign)).not.toBe('');
    const own = open(teacherAuth(session), { origin: baseUrl() });
    await connected(own);
    expect(own.connected).toBe(true);
  });

  it('closes a connection that sends a message larger than a few kilobytes', async () => {
    const { session } = await classWithTwoStudents();
    const teacher = open(teacherAuth(session));
    await next(teacher, 'teacherState');
    const closed = new Promise<string>((resolve) => teacher.once('disconnect', resolve));
    teacher.emit('joinSession', { padding: 'x'.repeat(10_000) });
    expect(await closed).toBe('transport close');
  });

  it('drops events beyond the allowance instead of answering each', async () => {
    const { session } = await classWithTwoStudents();
    const teacher = open(teacherAuth(session));
    await next(teacher, 'teacherState');
    let states = 0;
    teacher.on('teacherState', () => {
      states += 1;
    });
    for (let index = 0; index < 200; index += 1) teacher.emit('joinSession', {});
    await vi.waitFor(() => {
      expect(states).toBe(SOCKET_EVENTS_PER_10_SECONDS);
    });
    // The other 170 were dropped: a further half second brings no more answers.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(states).toBe(SOCKET_EVENTS_PER_10_SECONDS);
  });

  it('on shutdown drops connections so clients reconnect, instead of ending their session', async () => {
    const { session } = await classWithTwoStudents();
    const teacher = open(teacherAuth(session));
    await next(teacher, 'teacherState');
    const reason = new Promise<string>((resolve) => teacher.once('disconnect', resolve));
    await testApp().app.close();
    expect(await reason).toBe('transport close');
  });
});
