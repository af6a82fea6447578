import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
 * The headers helmet sets on every reply: the strict CSP above (no inline script), nosniff, a
 * same-origin referrer policy and no framing. They never vary, so helmet runs once, at start,
 * on a reply that is never sent, and every reply (the framework's own errors and the raw replies to
 * broken requests among them) gets this record.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = helmetHeaders();

function helmetHeaders(): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const standIn = new ServerResponse(request);
  helmet({
    contentSecurityPolicy: { directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: false,
  })(request, standIn, () => undefined);
  return Object.fromEntries(
    Object.entries(standIn.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

/**
 * Security headers on every reply: SECURITY_HEADERS, and HSTS when the request came over HTTPS
 * (directly, or as a trusted proxy says), since on plain HTTP it would mean nothing.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request, reply);
    done();
  });
}

/**
 * Adds the security headers to the headers of a reply the live channel writes itself (its
 * polling transport and handshake, which Fastify never sees): SECURITY_HEADERS, and HSTS on a
 * connection that is itself HTTPS.
 */
export function addSecurityHeaders(
  headers: Record<string, string>,
  request: IncomingMessage,
): void {
  Object.assign(headers, SECURITY_HEADERS);
  if ((request.socket as Socket & { encrypted?: boolean }).encrypted === true)
    headers['strict-transport-security'] = STRICT_TRANSPORT_SECURITY;
}

/**
 * Sets the security headers on one reply; for errors Fastify's router raises before the
 * onRequest hook runs (frameworkErrorReply).
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  void reply.headers(SECURITY_HEADERS);
  if (request.protocol === 'https')
    reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
}
