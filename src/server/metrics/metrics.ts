import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { metricsReplySchema } from '#shared/contracts/health';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { ApiError } from '#server/api-error';
import { bearerToken } from '#server/auth/bearer';
import { errorReplies, TOKEN_ERRORS } from '#server/http/error-replies';
import { tokenMatches, hashToken } from '#server/auth/tokens';

/** What the gauges read when Prometheus scrapes. */
export interface MetricSources {
  /** Live-channel connections open on this process. */
  readonly connectedSockets: () => number;
  /** Class sessions not yet ended (in the whole database, the same from every process). */
  readonly activeSessions: () => Promise<number>;
}

/**
 * The one place that uses prom-client. GET /metrics, for the bearer of the configured token only,
 * shows requests by route and status, their latency, connected sockets, active sessions and
 * Node's own figures (event-loop lag, memory, CPU). Labels hold route patterns, never ids, codes
 * or addresses.
 */
export function registerMetrics(app: FastifyInstance, token: string, sources: MetricSources): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern and status.',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to reply, by route pattern and status.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  new Gauge({
    name: 'socket_connections',
    help: 'Live-channel connections open on this process.',
    registers: [registry],
    collect() {
      this.set(sources.connectedSockets());
    },
  });
  new Gauge({
    name: 'active_sessions',
    help: 'Class sessions not yet ended.',
    registers: [registry],
    async collect() {
      this.set(await sources.activeSessions());
    },
  });

  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  const tokenHash = hashToken(token);
  const schema = {
    // Not part of the API under /api, so not in its OpenAPI document.
    hide: true,
    response: {
      200: { content: { 'text/plain': { schema: metricsReplySchema } } },
      ...errorReplies(...TOKEN_ERRORS),
    },
  };
  app.withTypeProvider<ZodTypeProvider>().get('/metrics', { schema }, async (request, reply) => {
    const given = bearerToken(request);
    if (given === undefined) throw new ApiError(401, 'missing_token');
    if (!tokenMatches(given, tokenHash)) throw new ApiError(403, 'forbidden');
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}
