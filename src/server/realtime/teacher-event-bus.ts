import { randomBytes } from 'node:crypto';
import type { RedisConnection } from '../redis/redis';

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
   * Stops listening (the process is closing); events not yet sent to other processes are
   * dropped, and nothing waits for Redis, which may be away.
   */
  close(): void;
}

/**
 * Teacher-room events between processes, several in one Redis message: what a process sends
 * within TEACHER_EVENT_BATCH_MS leaves together. Through the Socket.IO adapter every answer was
 * one Redis message that every process received and decoded, its sender included. Each process
 * delivers its own events to its own sockets at once and skips its own messages unread. One
 * process's events keep their order, since they leave in order on one connection. Events on
 * their way while Redis is away are lost, as through the adapter: a screen catches up from the
 * full state when it reconnects.
 */
export function createTeacherEventBus(
  redis: RedisConnection,
  deliverHere: (room: string, event: string, args: readonly unknown[]) => void,
): TeacherEventBus {
  const channel = `${redis.prefix}:teacher-events`;
  const origin = `${randomBytes(8).toString('hex')}\n`;
  let outbox: RoomEvent[] = [];
  let flushing: NodeJS.Timeout | undefined;
  let closed = false;

  const flush = () => {
    flushing = undefined;
    const events = outbox;
    outbox = [];
    if (!closed) void redis.publisher.publish(channel, origin + JSON.stringify(events));
  };

  const receive = (from: string, message: string) => {
    if (from !== channel || message.startsWith(origin)) return;
    const events = parseEvents(message.slice(message.indexOf('\n') + 1));
    for (const [room, event, args] of events) deliverHere(room, event, args);
  };
  redis.subscriber.on('message', receive);
  void redis.subscriber.subscribe(channel).catch(() => 0);

  return {
    send(room, event, args) {
      if (closed) return;
      deliverHere(room, event, args);
      outbox.push([room, event, args]);
      flushing ??= setTimeout(flush, TEACHER_EVENT_BATCH_MS);
    },
    close() {
      closed = true;
      if (flushing !== undefined) clearTimeout(flushing);
      redis.subscriber.off('message', receive);
      void redis.subscriber.unsubscribe(channel).catch(() => 0);
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
