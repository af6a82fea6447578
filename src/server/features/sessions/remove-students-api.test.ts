import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGS } from '#shared/i18n/catalogs';
import { MAX_STUDENTS_REMOVED_AT_ONCE } from '#shared/contracts/remove-students';
import {
  studentListReplySchema,
  teacherSessionStateSchema,
  type CreateSessionReply,
  type JoinReply,
} from '#shared/contracts/sessions';
import { createStore } from '#server/store';
import { errorOf } from '#server/test-app';
import {
  listenOnLoopback,
  nextEvent,
  openSocket,
  studentAuth,
  teacherAuth,
  type ClientSocket,
} from '#server/realtime/live-test-client';
import {
  bearer,
  classApiForEachTest,
  twoOperations,
} from '#server/features/class/testing/test-class-client';

const errors = CATALOGS.en.errors;

/** POST /api/sessions/{id}/students/remove (sessions.routes.ts): many students at once. */
describe('removing several students at once', () => {
  const { testApp, app, createSession, join, teacher } = classApiForEachTest();
  const sockets: ClientSocket[] = [];

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });

  const removeMany = (created: CreateSessionReply, payload: object, token?: string) =>
    teacher(
      'POST',
      `/api/sessions/${created.sessionId}/students/remove`,
      token ?? created.teacherToken,
      payload,
    );

  /** A running class the students join in turn, one second apart. */
  async function classOf(...names: string[]) {
    const created = await createSession({ ...twoOperations, autoStart: true });
    const students: JoinReply[] = [];
    for (const name of names) {
      students.push(await join(created.sessionCode, name));
      testApp().advanceClock(1000);
    }
    return { created, students };
  }

  /** Each student's name and whether they are removed, as the teacher's state lists them. */
  const removedFlags = (reply: { json(): unknown }) =>
    teacherSessionStateSchema
      .parse(reply.json())
      .students.map((student) => [student.name, student.removed]);

  /** The status of a request for a problem with the student's own token. */
  const problemStatus = async (student: JoinReply) =>
    (
      await app().inject({
        method: 'POST',
        url: `/api/students/${student.studentId}/problems`,
        headers: bearer(student.reconnectionToken),
      })
    ).statusCode;

  /** When the store says the student was removed; null while they are not. */
  async function removedAtMs(student: JoinReply) {
    const { db, dialect } = testApp().database;
    return (await createStore(db, dialect).students.findById(student.studentId))?.removedAtMs;
  }

  it('removes the students listed and no one else, and answers the teacher state', async () => {
    const { created, students } = await classOf('Ada', 'Bo', 'Cy', 'Di');
    const [ada, , cy] = students;
    const reply = await removeMany(created, { studentIds: [cy?.studentId, ada?.studentId] });
    expect(reply.statusCode).toBe(200);
    expect(removedFlags(reply)).toEqual([
      ['Ada', true],
      ['Bo', false],
      ['Cy', true],
      ['Di', false],
    ]);
  });

  it('removes everyone who joined at the moment or later, and keeps those who joined before', async () => {
    const { created, students } = await classOf('Ada', 'Bo', 'Cy', 'Di');
    const bo = students[1];
    const list = await teacher(
      'GET',
      `/api/sessions/${created.sessionId}/students`,
      created.teacherToken,
    );
    const joinedAt = studentListReplySchema
      .parse(list.json())
      .students.find((student) => student.id === bo?.studentId)?.joinedAt;
    const reply = await removeMany(created, { joinedSinceMs: Date.parse(joinedAt ?? '') });
    expect(reply.statusCode).toBe(200);
    expect(removedFlags(reply)).toEqual([
      ['Ada', false],
      ['Bo', true],
      ['Cy', true],
      ['Di', true],
    ]);
  });

  it("refuses each removed student's token from then on, for questions and for a rejoin", async () => {
    const { created, students } = await classOf('Ada', 'Bo', 'Cy');
    const [ada, bo, cy] = students as [JoinReply, JoinReply, JoinReply];
    await removeMany(created, { studentIds: [ada.studentId, cy.studentId] });
    for (const removed of [ada, cy]) {
      expect(await problemStatus(removed)).toBe(403);
      const rejoin = await app().inject({
        method: 'POST',
        url: `/api/sessions/${created.sessionCode}/join`,
        payload: { name: 'Ada', reconnectionToken: removed.reconnectionToken },
      });
      expect(rejoin.json()).toEqual({
        error: { code: 'student_removed', message: errors.removed },
      });
    }
    expect(await problemStatus(bo)).toBe(200);
  });

  it("tells each removed student's screen and closes it, and the teacher in one state", async () => {
    const { created, students } = await classOf('Ada', 'Bo', 'Cy');
    const baseUrl = await listenOnLoopback(app());
    const open = (auth: object) => {
      const socket = openSocket(baseUrl, auth);
      sockets.push(socket);
      return socket;
    };
    const [ada, bo, cy] = students.map((student) => open(studentAuth(student)));
    const teacherSocket = open(teacherAuth(created));
    await Promise.all([
      ...[ada, bo, cy].map((socket) => nextEvent(socket as ClientSocket, 'studentState')),
      nextEvent(teacherSocket, 'teacherState'),
    ]);
    const told: string[] = [];
    bo?.on('removed', () => told.push('Bo'));
    // Whether Ada and Cy are removed, in each state the teacher is sent from now on.
    const seen: string[] = [];
    const bothRemoved = new Promise<void>((resolve) => {
      teacherSocket.on('teacherState', (state) => {
        const removed = state.students.filter((student) => student.removed);
        seen.push(removed.map((student) => student.name).join('+') || 'none');
        if (removed.length === 2) resolve();
      });
    });
    const closed = (socket: ClientSocket) =>
      new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));
    const heard = [ada, cy].map((socket) =>
      Promise.all([nextEvent(socket as ClientSocket, 'removed'), closed(socket as ClientSocket)]),
    );

    const [adaId, , cyId] = students.map((student) => student.studentId);
    expect((await removeMany(created, { studentIds: [adaId, cyId] })).statusCode).toBe(200);
    await Promise.all([...heard, bothRemoved]);
    // One state for the whole removal: never one in which only the first student is gone.
    expect(seen).not.toContain('Ada');
    expect(seen).not.toContain('Cy');
    expect(seen).toContain('Ada+Cy');
    expect(told).toEqual([]);
    expect(bo?.connected).toBe(true);
  });

  it('answers 404 for an id of another session and removes no one', async () => {
    const { created, students } = await classOf('Ada');
    const other = await classOf('Eve');
    const reply = await removeMany(created, {
      studentIds: [students[0]?.studentId, other.students[0]?.studentId],
    });
    expect(reply.statusCode).toBe(404);
    expect(errorOf(reply)).toEqual({ code: 'student_not_found', message: errors.studentNotFound });
    expect(await problemStatus(students[0] as JoinReply)).toBe(200);
    expect(await problemStatus(other.students[0] as JoinReply)).toBe(200);
  });

  it('changes nothing when sent again, nor for a student removed one by one before', async () => {
    const { created, students } = await classOf('Ada', 'Bo');
    const [ada, bo] = students as [JoinReply, JoinReply];
    await teacher(
      'POST',
      `/api/sessions/${created.sessionId}/students/${ada.studentId}/remove`,
      created.teacherToken,
    );
    testApp().advanceClock(1000);
    const first = await removeMany(created, { studentIds: [ada.studentId, bo.studentId] });
    const removedAt = [await removedAtMs(ada), await removedAtMs(bo)];
    testApp().advanceClock(5000);
    const again = await removeMany(created, { studentIds: [ada.studentId, bo.studentId] });
    const bySingleRoute = await teacher(
      'POST',
      `/api/sessions/${created.sessionId}/students/${bo.studentId}/remove`,
      created.teacherToken,
    );
    expect([again.statusCode, bySingleRoute.statusCode]).toEqual([200, 200]);
    expect(removedFlags(again)).toEqual(removedFlags(first));
    expect([await removedAtMs(ada), await removedAtMs(bo)]).toEqual(removedAt);
    expect(removedAt[0]).toBeLessThan(removedAt[1] ?? 0);
  });

  it('removes no one for a moment after the last join', async () => {
    const { created } = await classOf('Ada');
    const reply = await removeMany(created, { joinedSinceMs: testApp().now() + 1 });
    expect(removedFlags(reply)).toEqual([['Ada', false]]);
  });

  it('refuses a body with both a list and a time, or neither, in the caller’s language', async () => {
    const { created, students } = await classOf('Ada');
    const studentIds = [students[0]?.studentId];
    for (const payload of [{ studentIds, joinedSinceMs: 0 }, {}, { joinedSince: 0 }]) {
      const reply = await removeMany(created, payload);
      expect(reply.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(reply)).toEqual({
        code: 'remove_list_or_time',
        message: errors.removeListOrTime,
      });
    }
    const inNorwegian = await app().inject({
      method: 'POST',
      url: `/api/sessions/${created.sessionId}/students/remove`,
      headers: { ...bearer(created.teacherToken), 'accept-language': 'nb' },
      payload: {},
    });
    expect(errorOf(inNorwegian).message).toBe(CATALOGS.no.errors.removeListOrTime);
    expect(await problemStatus(students[0] as JoinReply)).toBe(200);
  });

  it('refuses lists and times outside their limits, naming the field', async () => {
    const { created, students } = await classOf('Ada');
    const id = students[0]?.studentId ?? '';
    const tooMany = Array.from(
      { length: MAX_STUDENTS_REMOVED_AT_ONCE + 1 },
      (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    );
    const cases: [object, string][] = [
      [{ studentIds: [] }, 'studentIds'],
      [{ studentIds: [id, id] }, 'studentIds'],
      [{ studentIds: tooMany }, 'studentIds'],
      [{ studentIds: ['not-an-id'] }, 'studentIds.0'],
      [{ studentIds: [id.toUpperCase()] }, 'studentIds.0'],
      [{ studentIds: id }, 'studentIds'],
      [{ joinedSinceMs: -1 }, 'joinedSinceMs'],
      [{ joinedSinceMs: 1.5 }, 'joinedSinceMs'],
      [{ joinedSinceMs: '0' }, 'joinedSinceMs'],
      [{ joinedSinceMs: 2 ** 53 }, 'joinedSinceMs'],
    ];
    for (const [payload, field] of cases) {
      const reply = await removeMany(created, payload);
      expect(reply.statusCode, field).toBe(400);
      expect(errorOf(reply)).toEqual({
        code: 'invalid_field',
        message: errors.invalidField.replace('{{field}}', field),
      });
    }
    expect(await problemStatus(students[0] as JoinReply)).toBe(200);
  });

  it('checks the teacher token before the body', async () => {
    const { created, students } = await classOf('Ada');
    const url = `/api/sessions/${created.sessionId}/students/remove`;
    const none = await app().inject({ method: 'POST', url, payload: { studentIds: [] } });
    expect(errorOf(none).code).toBe('missing_token');
    const student = students[0] as JoinReply;
    const asStudent = await removeMany(created, {}, student.reconnectionToken);
    expect(errorOf(asStudent).code).toBe('forbidden');
    const asStudentWithIds = await removeMany(
      created,
      { studentIds: [student.studentId] },
      student.reconnectionToken,
    );
    expect(asStudentWithIds.statusCode).toBe(403);
    expect(await problemStatus(student)).toBe(200);
  });
});
