import { io, type Socket } from 'socket.io-client';
import { Client } from 'undici';
import { postJson } from './post-json';
import type { AnswerReply, ClassProblem, JoinReply } from '../../src/shared/contracts/sessions';
import type {
  ClientToServerEvents,
  ServerToClientEvents,
} from '../../src/shared/contracts/socket-events';
import type { Classroom } from './classroom';

/** What the hostile student's requests got: per request and status ("answer 429": 812). */
export type HostileTally = Map<string, number>;

/**
 * One student of `classroom` who does as much as one browser tab can, without a pause, while
 * `gate.on` (and waits while it is off) until `gate.done`: answers whatever question it has at once, claiming 0 ms, asks for a question,
 * rejoins with its token and asks for its full state over its live connection, again and again.
 * Each request waits for the one before, as on one keep-alive connection. The tally counts the
 * replies by request and status; the live state requests are counted as sent.
 */
export async function runHostileStudent(
  classroom: Classroom,
  url: string,
  gate: { readonly on: boolean; readonly done: boolean },
): Promise<{ studentId: string; tally: HostileTally; finished: Promise<void> }> {
  const tally: HostileTally = new Map();
  const count = (label: string) => tally.set(label, (tally.get(label) ?? 0) + 1);
  const connection = new Client(url, { pipelining: 1 });
  const joinPath = `/api/sessions/${classroom.session.sessionCode}/join`;
  const joined = await postJson(connection, joinPath, { name: 'Hostile' });
  if (joined.status !== 200)
    throw new Error(`the hostile student could not join: ${joined.status}`);
  const { studentId, sessionId, reconnectionToken: token } = joined.body as JoinReply;
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(url, {
    auth: { role: 'student', sessionId, studentId, token },
    transports: ['websocket'],
    reconnection: true,
  });
  socket.on('disconnect', (reason) => {
    if (reason !== 'io client disconnect') count(`live disconnect (${reason})`);
  });
  const finished = (async () => {
    let problem: ClassProblem | undefined;
    while (!gate.done) {
      if (!gate.on) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        continue;
      }
      if (problem !== undefined) {
        const body = { problemId: problem.problemId, choiceIndex: 0, timeSpentMs: 0 };
        const answered = await postJson(
          connection,
          `/api/students/${studentId}/answers`,
          body,
          token,
        );
        count(`answer ${answered.status}`);
        if (answered.status === 200)
          problem = (answered.body as AnswerReply).nextProblem ?? undefined;
        else if (answered.status !== 429) problem = undefined;
      }
      const asked = await postJson(connection, `/api/students/${studentId}/problems`, {}, token);
      count(`problem ${asked.status}`);
      if (asked.status === 200) problem = asked.body as ClassProblem;
      const rejoined = await postJson(
        connection,
        joinPath,
        { name: 'Hostile', reconnectionToken: token },
        undefined,
      );
      count(`rejoin ${rejoined.status}`);
      socket.emit('joinSession', {});
      count('live state asked');
    }
    socket.disconnect();
    await connection.close();
  })();
  return { studentId, tally, finished };
}
