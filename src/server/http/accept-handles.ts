import { spawn } from 'node:child_process';
import { createServer, type Server, type Socket } from 'node:net';

/**
 * How many more handles on the listening socket a process watches: a thread busy for a second a
 * turn then takes up to 64 waiting connections a second instead of one, more than a school's
 * burst of joins or a script's new connections bring (docs/PERFORMANCE.md has the runs).
 */
export const EXTRA_ACCEPT_HANDLES = 63;

/** How long the helper process may take to hand the copies back before the server goes without. */
const HELPER_WAIT_MS = 5_000;

/** How Node's HTTP server takes its own connections (its defaults, which the app keeps). */
const HTTP_CONNECTION_OPTIONS = { allowHalfOpen: true, noDelay: true } as const;

/**
 * The helper's program: each listening handle it is sent goes back, and its own copy closes once
 * the message is written, before its event loop could take a connection through it.
 */
const ECHO_HANDLES =
  "process.on('message', (message, handle) => process.send(message, handle, () => handle.close()));";

/** The extra handles a server takes connections through. */
export interface ExtraAcceptHandles {
  /** How many listen. */
  readonly count: number;
  /** Stops taking connections through them; a stopping process calls it before closing the server. */
  close(): void;
  /**
   * Resolves once every connection they took has closed: the server's own close waits only for
   * the connections it took itself.
   */
  drained(): Promise<void>;
}

/**
 * Makes the listening `server` take up to `extra` + 1 waiting connections a turn of the event
 * loop. Node 20's libuv takes one each time the kernel reports a listening handle, which a busy
 * thread sees once a turn, so a newcomer waited behind every connection queued before it, up to
 * a minute (docs/PERFORMANCE.md, A school under attack). Each extra handle is the same socket
 * sent to a helper process and back, which the kernel gives a descriptor of its own; the
 * connections it takes go to `server` as its own do, and the socket keeps room for `backlog`
 * waiting connections. Resolves once they listen and the helper has let go; where no helper can
 * start, with none.
 */
export async function takeMoreConnectionsPerTurn(
  server: Server,
  extra: number,
  backlog: number,
): Promise<ExtraAcceptHandles> {
  const handles: Server[] = [];
  const open = new Set<Socket>();
  const waitingForDrain: (() => void)[] = [];
  const passOn = (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      if (open.size === 0) for (const resolve of waitingForDrain.splice(0)) resolve();
    });
    server.emit('connection', socket);
  };
  // A copy arrives listening with Node's default room for waiting connections, and the kernel
  // keeps the last room asked for: each is listened on again at once, with `backlog`, by a server
  // that passes its connections on, before the event loop could take one through the copy.
  await echoCopies(server, extra, (copy) => {
    handles.push(createServer(HTTP_CONNECTION_OPTIONS, passOn).listen(copy, backlog));
  });
  return {
    count: handles.length,
    close() {
      for (const handle of handles) handle.close();
    },
    drained: () =>
      open.size === 0
        ? Promise.resolve()
        : new Promise((resolve) => {
            waitingForDrain.push(resolve);
          }),
  };
}

/**
 * Has a helper process send the listening `server` back `count` times, one at a time, and gives
 * each copy, listening on a descriptor of its own, to `adopt` as it arrives. Resolves once the
 * helper has exited, having closed its own copies: with all of them given, or fewer when it
 * could not start or took longer than HELPER_WAIT_MS (then it is stopped).
 */
function echoCopies(server: Server, count: number, adopt: (copy: Server) => void): Promise<void> {
  if (count <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    let received = 0;
    const helper = spawn(process.execPath, ['-e', ECHO_HANDLES], {
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    const timer = setTimeout(() => helper.kill(), HELPER_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const askForOne = () => {
      try {
        helper.send('listen', server);
      } catch {
        helper.kill();
      }
    };
    helper.on('error', done);
    helper.on('exit', done);
    helper.on('message', (_message, handle) => {
      adopt(handle as Server);
      received += 1;
      // With the channel closed, the helper exits once it has closed its last copy.
      if (received < count) askForOne();
      else helper.disconnect();
    });
    askForOne();
  });
}
