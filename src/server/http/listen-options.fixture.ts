import Fastify from 'fastify';
import { listenOptions } from './listen-options';

// A server that listens as the app's does and prints its port, for listen-options.test.ts.
const app = Fastify();
await app.listen(listenOptions(0, '127.0.0.1'));
const address = app.server.address();
process.stdout.write(`${typeof address === 'object' && address !== null ? address.port : 0}\n`);
