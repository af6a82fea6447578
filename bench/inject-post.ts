import type { FastifyInstance } from 'fastify';

/**
 * A POST through the app's `inject`, as a student or teacher (with their token) would send it; a
 * reply that is not a success stops the benchmark.
 */
export function injectPost(app: FastifyInstance) {
  return async function post<T>(url: string, body: object, token?: string): Promise<T> {
    const reply = await app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });
    if (reply.statusCode >= 300) throw new Error(`${url}: ${reply.statusCode} ${reply.body}`);
    return reply.json<T>();
  };
}
