import { describe, expect, it } from 'vitest';
import type { CreateSessionReply, JoinReply } from '#shared/contracts/sessions';
import { nextEvent, teacherAuth } from '#server/realtime/live-test-client';
import { liveAppForEachTest } from '#server/realtime/live-test-app';

const { baseUrl, api, open } = liveAppForEachTest();

/** DELETE the student's place in the session with their own token: the page's Leave. */
async function leave(session: CreateSessionReply, student: JoinReply): Promise<number> {
  const response = await fetch(
    `${baseUrl()}/api/sessions/${session.sessionId}/students/${student.studentId}`,
    { method: 'DELETE', headers: { authorization: `Bearer ${student.reconnectionToken}` } },
  );
  return response.status;
}

describe('a student who leaves', () => {
  it('tells the teacher once, however often the leave is sent, and again after a rejoin', async () => {
    const session = await api<CreateSessionReply>('POST', '/api/sessions', {
      autoStart: true,
    });
    const join = (reconnectionToken?: string) =>
      api<JoinReply>('POST', `/api/sessions/${session.sessionCode}/join`, {
        name: 'Ada',
        ...(reconnectionToken === undefined ? {} : { reconnectionToken }),
      });
    const ada = await join();
    const teacher = open(teacherAuth(session));
    await nextEvent(teacher, 'teacherState');
    const heard: string[] = [];
    teacher.on('studentLeft', () => heard.push('left'));
    teacher.on('studentJoined', () => heard.push('joined'));

    for (let n = 0; n < 5; n += 1) expect(await leave(session, ada)).toBe(204);
    const rejoined = nextEvent(teacher, 'studentJoined');
    await join(ada.reconnectionToken);
    await rejoined;
    const leftAgain = nextEvent(teacher, 'studentLeft');
    expect(await leave(session, ada)).toBe(204);
    await leftAgain;
    expect(await leave(session, ada)).toBe(204);
    // Events reach a socket in the order they were sent: a second "left" would come before
    // the rejoin's "joined". A last rejoin closes the list.
    const last = nextEvent(teacher, 'studentJoined');
    await join(ada.reconnectionToken);
    await last;
    expect(heard).toEqual(['left', 'joined', 'left', 'joined']);
  });
});
