/** The transports measured: bare Node HTTP, Fastify with no plugins, and a Socket.IO ack. */
export const FLOOR_KINDS = ['node-http', 'fastify', 'socket.io'] as const;

/** One of FLOOR_KINDS. */
export type FloorKind = (typeof FLOOR_KINDS)[number];
