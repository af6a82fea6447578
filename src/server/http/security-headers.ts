import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Only this origin: no third-party scripts, fonts, images or connections, and no framing. */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // Schools often serve the app over plain HTTP on their own network; do not force HTTPS there.
  upgradeInsecureRequests: null,
};

/** A year, with subdomains: sent only on HTTPS replies, where browsers heed it. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Security headers through helmet: the strict CSP above (no inline script), nosniff, a
 * same-origin referrer policy, no framing, and HSTS only when the request came over HTTPS
 * (directly, or as a trusted proxy says), since on plain HTTP it would mean nothing. The
 * middleware is built once at start; every reply only has its fixed headers set.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const setHeaders = helmet({
    contentSecurityPolicy: { directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    let failure: unknown;
    setHeaders(request.raw, reply.raw, (error?: unknown) => {
      failure = error;
    });
    if (request.protocol === 'https')
      reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    done(failure instanceof Error ? failure : undefined);
  });
}
