import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testRedisUrl } from '#server/config';
import { openRedis, type RedisConnection } from '#server/redis/redis';
import { newRedisPrefix } from '#server/test-app';
import {
  createTeacherEventBus,
  TEACHER_EVENT_BATCH_MS,
  type RoomEvent,
  type TeacherEventBus,
} from './teacher-event-bus';

/** Two processes' buses over one Redis, each recording what it delivered to its own sockets. */
let connections: RedisConnection[];
let buses: TeacherEventBus[];
let delivered: RoomEvent[][];
/** The messages on the bus's channel, as a third connection sees them. */
let messages: string[];
let listener: RedisConnection;
let prefix: string;
/** Events the sockets refuse, as Socket.IO refuses a reserved name. */
let refuse: (event: string) => boolean;

function redisUrl(): string {
  const url = testRedisUrl();
  if (url === undefined) throw new Error('The scaled tests need TEST_REDIS_URL');
  return url;
}

/** Resolves once `count` events were delivered on process `index`. */
async function deliveredOn(index: number, count: number): Promise<RoomEvent[]> {
  const events = delivered[index] ?? [];
  for (let waited = 0; events.length < count; waited += 10) {
    if (waited > 4000) throw new Error(`only ${String(events.length)} of ${String(count)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return events;
}

beforeEach(async () => {
  prefix = newRedisPrefix();
  connections = [openRedis(redisUrl(), prefix), openRedis(redisUrl(), prefix)];
  listener = openRedis(redisUrl(), prefix);
  await Promise.all([...connections, listener].map((connection) => connection.ready()));
  messages = [];
  listener.subscriber.on('message', (_channel: string, message: string) => messages.push(message));
  refuse = () => false;
  await listener.subscriber.subscribe(`${prefix}:teacher-events`);
  delivered = [[], []];
  buses = connections.map((connection, index) =>
    createTeacherEventBus(connection, (room, event, args) => {
      if (refuse(event)) throw new Error(`${event} refused`);
      delivered[index]?.push([room, event, args]);
    }),
  );
  // Both buses listen before the first event is sent.
  await Promise.all(connections.map((connection) => connection.subscriber.ping()));
});

afterEach(async () => {
  for (const bus of buses) bus.close();
  await Promise.all([...connections, listener].map((connection) => connection.close()));
});

describe('the teacher event bus between processes', () => {
  it('delivers to its own process at once and to the other in order, several events in one message', async () => {
    const [here, there] = buses;
    for (let answer = 1; answer <= 5; answer += 1)
      here?.send('teachers:s1', 'studentAnswers', [{ studentId: `p${String(answer)}` }]);
    there?.send('teachers:s2', 'teacherState', [{ phase: 'running' }]);

    expect(delivered[0]).toHaveLength(5);
    const received = await deliveredOn(1, 6);
    expect(received.filter(([room]) => room === 'teachers:s1')).toEqual(
      [1, 2, 3, 4, 5].map((answer) => [
        'teachers:s1',
        'studentAnswers',
        [{ studentId: `p${String(answer)}` }],
      ]),
    );
    expect(await deliveredOn(0, 6)).toContainEqual([
      'teachers:s2',
      'teacherState',
      [{ phase: 'running' }],
    ]);
    // Five events of one process in one message, and one of the other's.
    await listener.subscriber.ping();
    expect(messages).toHaveLength(2);
    // Nothing came back to the process that sent it (its own message, published before, would
    // reach it before the reply to this ping).
    await connections[0]?.subscriber.ping();
    expect(delivered[0]).toHaveLength(6);
    expect(delivered[1]).toHaveLength(6);
  });

  it('ignores messages on its channel that are not events', async () => {
    await listener.commands.publish(`${prefix}:teacher-events`, 'someone\n{"not":"a list"}');
    await listener.commands.publish(`${prefix}:teacher-events`, 'someone\nnot json');
    await listener.commands.publish(`${prefix}:teacher-events`, 'someone\n[["room",1,[]], 7]');
    buses[0]?.send('teachers:s1', 'studentAnswers', [{ studentId: 'p1' }]);

    expect(await deliveredOn(1, 1)).toEqual([
      ['teachers:s1', 'studentAnswers', [{ studentId: 'p1' }]],
    ]);
  });

  it('delivers the rest of a message when one of its events is refused', async () => {
    refuse = (event) => event === 'disconnect';
    buses[0]?.send('teachers:s1', 'studentAnswers', [{ studentId: 'p1' }]);
    buses[0]?.send('teachers:s1', 'disconnect', []);
    buses[0]?.send('teachers:s1', 'studentAnswers', [{ studentId: 'p2' }]);

    expect(await deliveredOn(1, 2)).toEqual([
      ['teachers:s1', 'studentAnswers', [{ studentId: 'p1' }]],
      ['teachers:s1', 'studentAnswers', [{ studentId: 'p2' }]],
    ]);
  });

  it('sends what it gathered when it closes, then sends and delivers nothing', async () => {
    const [here, there] = buses;
    here?.send('teachers:s1', 'studentAnswers', [{ studentId: 'p1' }]);
    here?.close();
    here?.send('teachers:s1', 'studentAnswers', [{ studentId: 'p2' }]);
    there?.send('teachers:s1', 'studentAnswers', [{ studentId: 'p3' }]);

    // The other process hears the gathered event, sent as the bus closed, and its own.
    expect(await deliveredOn(1, 2)).toEqual([
      ['teachers:s1', 'studentAnswers', [{ studentId: 'p3' }]],
      ['teachers:s1', 'studentAnswers', [{ studentId: 'p1' }]],
    ]);
    // Past the time a gathered event would leave, only those two messages went out, and the
    // closed process took in none.
    await new Promise((resolve) => setTimeout(resolve, 3 * TEACHER_EVENT_BATCH_MS));
    await listener.subscriber.ping();
    expect(messages).toHaveLength(2);
    await connections[0]?.subscriber.ping();
    expect(delivered[0]).toEqual([['teachers:s1', 'studentAnswers', [{ studentId: 'p1' }]]]);
  });
});
