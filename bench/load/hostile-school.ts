import { performance } from 'node:perf_hooks';
import { Manager, io, type Socket } from 'socket.io-client';
import { Client } from 'undici';
import { postJson } from './post-json';
import type { CreateSessionReply, JoinReply } from '../../src/shared/contracts/sessions';
import type {
  ClientToServerEvents,
  ServerToClientEvents,
} from '../../src/shared/contracts/socket-events';
import { joinStudent, type Classroom } from './classroom';
import type { Recorder } from './recorder';

type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** What the script's requests and connections got, by kind and outcome ("join 429": 812). */
export type ScriptTally = Map<string, number>;

/** How long an honest newcomer, a pupil or a teacher, waited to connect during the attack. */
export interface HonestProbes {
  /** From a new pupil's join request to their live connection open, ms; one per probe. */
  readonly pupilConnectMs: number[];
  /** From a teacher's new dashboard connection to open, ms; one per probe. */
  readonly teacherConnectMs: number[];
  /** Probes that did not get in (refused or over 30 s), by what was refused. */
  readonly refused: Map<string, number>;
}

/** Sessions the script creates for its own pupils (issue's attack 1). */
const SCRIPT_SESSIONS = 10;
/** Live connections each of the script's pupils opens: the per-pupil cap. */
const CONNECTIONS_PER_BOT = 3;
/** Joins the script sends at once into a real class (attack 2). */
const CLASS_FILL_BATCH = 20;
/** Silent transport connections and polling handshakes the script opens per second (attack 3). */
const SILENT_PER_SECOND = 50;
/** How often an honest newcomer tries to get in while the attack runs. */
const PROBE_EVERY_MS = 5000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One child's script on the school's address, doing at once what issue 55's probe did: creates
 * sessions and joins pupils into them as fast as it may, each opening three live connections and
 * opening them again when sent away (1); joins pupils into a real class, 20 at a time (2); opens
 * silent websockets and polling handshakes that never say who they are (3); leaves and rejoins
 * with its own token as fast as it may (4). Runs until `gate.done`; the tally counts outcomes.
 */
export function runSchoolScript(
  url: string,
  realClass: Classroom,
  gate: { readonly done: boolean },
): { tally: ScriptTally; finished: Promise<void> } {
  const tally: ScriptTally = new Map();
  const count = (label: string) => tally.set(label, (tally.get(label) ?? 0) + 1);
  const sockets: LiveSocket[] = [];
  const script = { url, gate, count, sockets };
  const finished = Promise.all([
    ...Array.from({ length: SCRIPT_SESSIONS }, () => floodOwnSession(script)),
    fillClass(script, realClass.session.sessionCode),
    openSilentConnections(script),
    leaveAndRejoin(script),
  ]).then(() => {
    for (const socket of sockets) socket.close();
  });
  return { tally, finished };
}

interface Script {
  readonly url: string;
  readonly gate: { readonly done: boolean };
  readonly count: (label: string) => void;
  readonly sockets: LiveSocket[];
}

/** Attack 1: a session of its own, pupils joined into it without pause, each holding 3 connections. */
async function floodOwnSession(script: Script): Promise<void> {
  const connection = new Client(script.url, { pipelining: 1 });
  const created = await postJson(connection, '/api/sessions', { autoStart: true });
  script.count(`own session ${created.status}`);
  if (created.status !== 201) {
    await connection.close();
    return;
  }
  const { sessionCode } = created.body as CreateSessionReply;
  for (let bot = 1; !script.gate.done; bot += 1) {
    const joined = await postJson(connection, `/api/sessions/${sessionCode}/join`, {
      name: `Bot ${bot}`,
    });
    script.count(`own join ${joined.status}`);
    if (joined.status !== 200) continue;
    for (let index = 0; index < CONNECTIONS_PER_BOT; index += 1)
      holdConnection(script, joined.body as JoinReply);
  }
  await connection.close();
}

/** A live connection of one of the script's pupils, opened again whenever it is sent away. */
function holdConnection(script: Script, pupil: JoinReply): void {
  const socket: LiveSocket = io(script.url, {
    auth: {
      role: 'student',
      sessionId: pupil.sessionId,
      studentId: pupil.studentId,
      token: pupil.reconnectionToken,
    },
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  script.sockets.push(socket);
  socket.on('connect', () => script.count('live connected'));
  socket.on('connect_error', (error) => {
    script.count(`live refused ${error.message}`);
    if (!script.gate.done) setTimeout(() => socket.connect(), 1000);
  });
  socket.on('disconnect', (reason) => {
    if (reason === 'io client disconnect') return;
    script.count(`live sent away ${reason}`);
    if (!script.gate.done) setTimeout(() => socket.connect(), 1000);
  });
}

/** Attack 2: pupils joined into a real class, 20 requests at a time, without pause. */
async function fillClass(script: Script, sessionCode: string): Promise<void> {
  const connections = Array.from(
    { length: CLASS_FILL_BATCH },
    () => new Client(script.url, { pipelining: 1 }),
  );
  for (let round = 0; !script.gate.done; round += 1) {
    const replies = await Promise.all(
      connections.map((connection, index) =>
        postJson(connection, `/api/sessions/${sessionCode}/join`, {
          name: `Filler ${round * CLASS_FILL_BATCH + index + 1}`,
        }),
      ),
    );
    for (const reply of replies) script.count(`class join ${reply.status}`);
  }
  await Promise.all(connections.map((connection) => connection.close()));
}

/** Attack 3: websockets that never send CONNECT, and polling handshakes never followed up. */
async function openSilentConnections(script: Script): Promise<void> {
  const polling = new Client(script.url, { pipelining: 1 });
  const managers: Manager[] = [];
  while (!script.gate.done) {
    const second = performance.now();
    for (let index = 0; index < SILENT_PER_SECOND; index += 1) {
      const manager = new Manager(script.url, { transports: ['websocket'], reconnection: false });
      manager.open();
      managers.push(manager);
      script.count('silent websocket');
    }
    const handshakes = await Promise.all(
      Array.from({ length: SILENT_PER_SECOND }, () =>
        polling
          .request({
            path: '/socket.io/?EIO=4&transport=polling',
            method: 'GET',
            // The server may close the transport (the cap on silent ones): do not wait on it.
            headersTimeout: 2000,
            bodyTimeout: 2000,
          })
          .then(async (reply) => {
            await reply.body.dump();
            return reply.statusCode;
          })
          .catch(() => 0),
      ),
    );
    for (const status of handshakes) script.count(`polling handshake ${status}`);
    await sleep(Math.max(0, 1000 - (performance.now() - second)));
  }
  for (const manager of managers) manager.engine.close();
  await polling.close();
}

/** Attack 4: a pupil of a session of the script's own leaves and rejoins with its token, again and again. */
async function leaveAndRejoin(script: Script): Promise<void> {
  const connection = new Client(script.url, { pipelining: 1 });
  const created = await postJson(connection, '/api/sessions', { autoStart: true });
  script.count(`leaver session ${created.status}`);
  const sessionCode = (created.body as CreateSessionReply | undefined)?.sessionCode ?? '';
  let pupil: JoinReply | undefined;
  while (!script.gate.done && pupil === undefined && created.status === 201) {
    const joined = await postJson(connection, `/api/sessions/${sessionCode}/join`, {
      name: 'Leaver',
    });
    script.count(`leaver join ${joined.status}`);
    if (joined.status === 200) pupil = joined.body as JoinReply;
    else await sleep(1000);
  }
  if (pupil !== undefined) {
    const path = `/api/sessions/${pupil.sessionId}/students/${pupil.studentId}`;
    while (!script.gate.done) {
      const left = await connection
        .request({
          path,
          method: 'DELETE',
          headers: { authorization: `Bearer ${pupil.reconnectionToken}` },
        })
        .then(async (reply) => {
          await reply.body.dump();
          return reply.statusCode;
        })
        .catch(() => 0);
      script.count(`leave ${left}`);
      const rejoined = await postJson(connection, `/api/sessions/${sessionCode}/join`, {
        name: 'Leaver',
        reconnectionToken: pupil.reconnectionToken,
      });
      script.count(`rejoin ${rejoined.status}`);
    }
  }
  await connection.close();
}

/**
 * Every PROBE_EVERY_MS while the attack runs, a new honest pupil joins `pupilClass` (timed to
 * their live connection open) and the teacher of `teacherClass` opens a second dashboard
 * connection (timed), as a pupil and a teacher of other classes of the school would.
 */
export async function probeHonestNewcomers(
  url: string,
  pupilClass: Classroom,
  teacherClass: Classroom,
  gate: { readonly done: boolean },
  recorder: Recorder,
): Promise<HonestProbes> {
  const probes: HonestProbes = { pupilConnectMs: [], teacherConnectMs: [], refused: new Map() };
  const refused = (label: string) =>
    probes.refused.set(label, (probes.refused.get(label) ?? 0) + 1);
  const stopped = () => gate.done;
  for (let probe = 1; !stopped(); probe += 1) {
    await sleep(PROBE_EVERY_MS);
    if (stopped()) break;
    const before = pupilClass.students.length;
    const started = performance.now();
    await joinStudent(pupilClass, url, `Latecomer ${probe}`, recorder);
    if (pupilClass.students.length > before)
      probes.pupilConnectMs.push(performance.now() - started);
    else refused('pupil');
    const teacherMs = await connectTeacher(url, teacherClass);
    if (teacherMs === undefined) refused('teacher');
    else probes.teacherConnectMs.push(teacherMs);
  }
  return probes;
}

/** Opens and closes a dashboard connection of the class's teacher; its time to open, ms. */
function connectTeacher(url: string, classroom: Classroom): Promise<number | undefined> {
  const started = performance.now();
  const socket: LiveSocket = io(url, {
    auth: {
      role: 'teacher',
      sessionId: classroom.session.sessionId,
      token: classroom.session.teacherToken,
    },
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  return new Promise((resolve) => {
    const done = (ms: number | undefined) => {
      clearTimeout(timer);
      socket.close();
      resolve(ms);
    };
    const timer = setTimeout(() => done(undefined), 30_000);
    socket.once('connect', () => done(performance.now() - started));
    socket.once('connect_error', () => done(undefined));
  });
}
