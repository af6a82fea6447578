import type { Dispatcher } from 'undici';

/** A request's status (0 when it got no reply) and, for a 2xx, its JSON body. */
export interface JsonReply {
  readonly status: number;
  readonly body: unknown;
}

/**
 * POSTs the body as JSON on the connection, with the bearer token when one is given. Never throws:
 * an attack's requests meet refusals and closed connections, and each of them is a figure to count.
 */
export async function postJson(
  connection: Dispatcher,
  path: string,
  body: object,
  token?: string,
): Promise<JsonReply> {
  try {
    const reply = await sendJson(connection, path, body, token);
    if (reply.statusCode < 200 || reply.statusCode >= 300) {
      await reply.body.dump();
      return { status: reply.statusCode, body: undefined };
    }
    return { status: reply.statusCode, body: await reply.body.json() };
  } catch {
    return { status: 0, body: undefined };
  }
}

/** Sends the body as JSON in a POST, with the bearer token when one is given; the raw reply. */
export function sendJson(
  connection: Dispatcher,
  path: string,
  body: object,
  token?: string,
): Promise<Dispatcher.ResponseData> {
  return connection.request({
    path,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
}
