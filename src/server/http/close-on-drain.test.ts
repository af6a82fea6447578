import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { closeConnectionsWhileClosing } from './close-on-drain';

/** A GET over a kept-alive connection: its status and its Connection header. */
function get(port: number, agent: http.Agent) {
  return new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/slow', agent }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
        );
      })
      .on('error', reject);
  });
}

describe('closing the server', () => {
  it('ends a kept-alive connection whose request was in flight when the close began', async () => {
    const app = Fastify();
    closeConnectionsWhileClosing(app);
    let release = () => {};
    const arrived = new Promise<void>((arrive) => {
      app.get('/slow', async () => {
        arrive();
        await new Promise<void>((resolve) => (release = resolve));
        return { ok: true };
      });
    });
    // The request in flight is answered once the close is under way.
    app.addHook('preClose', (done) => {
      release();
      done();
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const agent = new http.Agent({ keepAlive: true });
    try {
      const reply = get((app.server.address() as AddressInfo).port, agent);
      await arrived;
      const closed = app.close();
      expect(await reply).toEqual({ status: 200, connection: 'close' });
      // Without the header the connection stays open, idle, and the close waits 72 s for it.
      await closed;
    } finally {
      agent.destroy();
    }
  });

  it('keeps connections alive while the server is not closing', async () => {
    const app = Fastify();
    closeConnectionsWhileClosing(app);
    app.get('/slow', (_request, reply) => reply.send({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const agent = new http.Agent({ keepAlive: true });
    try {
      const reply = await get((app.server.address() as AddressInfo).port, agent);
      expect(reply).toEqual({ status: 200, connection: 'keep-alive' });
    } finally {
      agent.destroy();
      await app.close();
    }
  });
});
