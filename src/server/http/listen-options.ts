/**
 * How many connections the kernel may hold for the server before it takes them. Node's default is
 * 511: when a few classes join at once, faster than the busy thread takes connections, the
 * kernel drops the rest, and each browser tries again only after 1 s, then 3 s, 7 s and 15 s, so a
 * pupil waited seconds for a join a busy server would have answered in milliseconds
 * (docs/PERFORMANCE.md). The kernel caps it at net.core.somaxconn (4096 on Linux since 5.4).
 */
export const CONNECTION_BACKLOG = 4096;

/** Where and how the server listens. */
export function listenOptions(port: number, host: string) {
  return { port, host, backlog: CONNECTION_BACKLOG };
}
