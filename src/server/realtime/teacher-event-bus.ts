import { randomBytes } from 'node:crypto';
import type { RedisConnection } from '#server/redis/redis';

/** One event for a room of teacher screens, as it crossed between processes. */
export type RoomEvent = readonly [room: string, event: string, args: readonly unknown[]];

/**
 * How long a process gathers teacher-room events before they leave for the other processes
 * together. Under load each message then carries several events; a screen on another process
 * hears of an answer at most this much later, far inside the 150 ms the teacher's event may take.
 */
export const TEACHER_EVENT_BATCH_MS = 20;

/** Sends events to teacher rooms on every process. */
export interface TeacherEventBus {
  /** Delivers at once to this process's sockets in the room, and to the other processes soon. */
  send(room: string, event: string, args: readonly unknown[]): void;
  /**
   * Sends what it gathered at once and stops (the process is closing); nothing waits for Redis,
   * which may be away.
   */
  close(): void;
}

/**
 * Teacher-room events between processes, several in one Redis message: what a process sends
 * within TEACHER_EVENT_BATCH_MS leaves together, and each other process reads the message once.
 * Through the Socket.IO adapter every answer was a Redis message of its own, which Redis sent to
 * every process and each process holding the teacher's room decoded. Each process delivers its
 * own events to its own sockets at once and skips its own messages unread. One process's events
 * keep their order, since they leave in order on one connection; events of different processes
 * have no order between them. Events on their way while Redis is away are lost, as through the
 * adapter: a screen catches up from the full state when it reconnects. An event that
 * `deliverHere` throws on is dropped, and the rest of its message is still delivered.
 */
export function createTeacherEventBus(
  redis: RedisConnection,
  deliverHere: (room: string, event: string, args: readonly unknown[]) => void,
): TeacherEventBus {
  const channel = Buffer.from(`${redis.prefix}:teacher-events`);
  const origin = Buffer.from(`${randomBytes(8).toString('hex')}\n`);
  /** The events gathered, each as JSON already, so later changes to their arguments do not show. */
  let outbox: string[] = [];
  let flushing: NodeJS.Timeout | undefined;
  let closed = false;

  const flush = () => {
    if (flushing !== undefined) clearTimeout(flushing);
    flushing = undefined;
    if (outbox.length === 0) return;
    const events = outbox.join(',');
    outbox = [];
    void redis.publisher.publish(channel, Buffer.concat([origin, Buffer.from(`[${events}]`)]));
  };

  const deliverEach = (events: readonly RoomEvent[]) => {
    for (const [room, event, args] of events) {
      try {
        deliverHere(room, event, args);
      } catch {
        // Refused here (a name the live channel reserves, say): the others still go.
      }
    }
  };

  // Buffers, as the adapter reads them: with a listener for strings, ioredis would turn every
  // message on the connection into a string, the adapter's own included.
  const receive = (from: Buffer, message: Buffer) => {
    if (!from.equals(channel) || message.subarray(0, origin.length).equals(origin)) return;
    const text = message.toString('utf8');
    deliverEach(parseEvents(text.slice(text.indexOf('\n') + 1)));
  };
  redis.subscriber.on('messageBuffer', receive);
  void redis.subscriber.subscribe(channel.toString()).catch(() => 0);

  return {
    send(room, event, args) {
      if (closed) return;
      deliverEach([[room, event, args]]);
      outbox.push(JSON.stringify([room, event, args]));
      flushing ??= setTimeout(flush, TEACHER_EVENT_BATCH_MS);
    },
    close() {
      if (closed) return;
      flush();
      closed = true;
      redis.subscriber.off('messageBuffer', receive);
      void redis.subscriber.unsubscribe(channel.toString()).catch(() => 0);
    },
  };
}

/** The events of a message, or none when it is not one of ours. */
function parseEvents(json: string): RoomEvent[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter(isRoomEvent) : [];
  } catch {
    return [];
  }
}

function isRoomEvent(value: unknown): value is RoomEvent {
  return (
    Array.isArray(value) &&
    typeof value[0] === 'string' &&
    typeof value[1] === 'string' &&
    Array.isArray(value[2])
  );
}
