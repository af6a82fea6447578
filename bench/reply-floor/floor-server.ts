/**
 * A server that answers every answer with the same verdict, doing none of the app's work: what a
 * reply costs on this machine over the transport alone. Run as a child of main.ts with the kind
 * as its argument; it prints the port it listens on.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { Server } from 'socket.io';
import { FLOOR_KINDS, type FloorKind } from './floor-kinds';
import { SAMPLE_REPLY } from './sample-answer';

/** The body as JSON, or undefined: a floor server still reads and parses what it is sent. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function nodeHttpServer(): http.Server {
  return http.createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
    });
    request.on('end', () => {
      const status = parsed(text) === undefined ? 400 : 200;
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      // Turned into JSON for each reply, as Fastify and Socket.IO do.
      response.end(JSON.stringify(SAMPLE_REPLY));
    });
  });
}

async function fastifyServer(): Promise<http.Server> {
  const app = Fastify();
  app.post('/api/students/:studentId/answers', () => SAMPLE_REPLY);
  await app.ready();
  return app.server;
}

function socketServer(): http.Server {
  const server = http.createServer((_request, response) => {
    response.writeHead(404).end();
  });
  const io = new Server(server, { serveClient: false, transports: ['websocket'] });
  io.on('connection', (socket) => {
    socket.on('answer', (_body: unknown, ack: unknown) => {
      if (typeof ack === 'function') (ack as (reply: unknown) => void)(SAMPLE_REPLY);
    });
  });
  return server;
}

const kind = process.argv[2] as FloorKind;
if (!FLOOR_KINDS.includes(kind)) throw new Error(`kind must be one of ${FLOOR_KINDS.join(', ')}`);
const server =
  kind === 'node-http'
    ? nodeHttpServer()
    : kind === 'fastify'
      ? await fastifyServer()
      : socketServer();
server.keepAliveTimeout = 72_000;
// Exits on its own, so that a CPU profile is written.
process.once('SIGTERM', () => process.exit(0));
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening ${String((server.address() as AddressInfo).port)}\n`);
});
