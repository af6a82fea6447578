import { Redis } from 'ioredis';

/**
 * The Redis connections of one process: one for commands (shared limits, the live channel's
 * publishing) and one for the live channel's subscriptions, which Redis keeps on a connection
 * of its own. Every key and channel starts with the prefix, so installations can share a Redis.
 */
export interface RedisConnection {
  readonly commands: Redis;
  /**
   * The commands connection for the live channel's adapter, whose publishing is fire-and-forget:
   * while Redis is away an event to other processes is lost (each screen catches up from the
   * full state on its next reconnect) instead of failing as an unhandled rejection.
   */
  readonly publisher: Redis;
  readonly subscriber: Redis;
  readonly prefix: string;
  /**
   * Resolves once both connections are up, so the first requests count in Redis already; rejects
   * when Redis has not answered within the time.
   */
  ready(timeoutMs?: number): Promise<void>;
  /** True when Redis answers PING within a second. */
  answers(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * The one place that uses ioredis. Commands wait in a queue while Redis reconnects, up to three
 * retries, so a short Redis restart delays a lesson instead of failing it.
 */
export function openRedis(url: string, prefix: string): RedisConnection {
  const commands = new Redis(url, {
    maxRetriesPerRequest: 3,
    connectionName: `${prefix}:commands`,
  });
  const subscriber = commands.duplicate({ connectionName: `${prefix}:subscriber` });
  // Errors surface through the commands that fail; the event only says a reconnect is coming.
  const ignoreConnectionError = () => undefined;
  commands.on('error', ignoreConnectionError);
  subscriber.on('error', ignoreConnectionError);
  const publisher = new Proxy(commands, {
    get(target, property, receiver) {
      if (property !== 'publish') return Reflect.get(target, property, receiver) as unknown;
      return (...args: Parameters<Redis['publish']>) => target.publish(...args).catch(() => 0);
    },
  });
  return {
    commands,
    publisher,
    subscriber,
    prefix,
    async ready(timeoutMs = 10_000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => {
          reject(new Error(`Redis did not answer within ${timeoutMs / 1000} s`));
        }, timeoutMs);
      });
      const bothReady = Promise.all(
        [commands, subscriber].map((client) =>
          client.status === 'ready'
            ? Promise.resolve()
            : new Promise<void>((resolve) => client.once('ready', () => resolve())),
        ),
      );
      try {
        await Promise.race([bothReady, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    async answers() {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => {
          resolve(false);
        }, 1000);
      });
      try {
        return await Promise.race([commands.ping().then(() => true), timeout]);
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      await Promise.allSettled([commands.quit(), subscriber.quit()]);
      commands.disconnect();
      subscriber.disconnect();
    },
  };
}
