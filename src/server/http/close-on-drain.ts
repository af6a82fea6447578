import type { FastifyInstance } from 'fastify';

/**
 * Every reply sent once the server has begun to close says `Connection: close`, so its
 * connection ends with it. Fastify closes the connections that are idle when it starts to close
 * and answers new requests with 503; but a connection whose request was in flight then would
 * stay open after its reply, idle and kept alive, and hold the close up for the keep-alive time
 * (72 s) if the client sends nothing more on it.
 */
export function closeConnectionsWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
