import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientAddressResolver } from './client-address';

/** The address Fastify's routes see for a request, with the same trusted proxies. */
async function fastifyIp(
  trustProxy: readonly string[],
  peer: string,
  forwardedFor: string | undefined,
): Promise<string> {
  const app = Fastify({ trustProxy: trustProxy.length === 0 ? false : [...trustProxy] });
  app.get('/', (request) => ({ ip: request.ip }));
  const reply = await app.inject({
    url: '/',
    remoteAddress: peer,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });
  await app.close();
  return reply.json<{ ip: string }>().ip;
}

const cases: [trustProxy: string[], peer: string, forwardedFor: string | undefined][] = [
  [[], '198.51.100.7', undefined],
  [[], '198.51.100.7', '203.0.113.1'],
  [['10.0.0.1'], '10.0.0.1', '203.0.113.1'],
  [['10.0.0.1'], '10.0.0.2', '203.0.113.1'],
  [['10.0.0.1'], '10.0.0.1', undefined],
  [['10.0.0.0/8'], '10.1.2.3', '203.0.113.1, 10.9.9.9'],
  [['10.0.0.0/8'], '10.1.2.3', '203.0.113.1,198.51.100.4, 10.9.9.9'],
  [['10.0.0.0/8'], '10.1.2.3', '10.2.2.2, 10.9.9.9'],
  [['10.0.0.1'], '::ffff:10.0.0.1', '203.0.113.1'],
  [['2001:db8::/32'], '2001:db8::1', '2001:db8::2, 2a00::5'],
  [['127.0.0.1', '::1'], '::1', '198.51.100.200'],
];

describe('the client address of a live connection', () => {
  it.each(cases)(
    'is the one the HTTP routes see (trusting %j, peer %s, X-Forwarded-For %s)',
    async (trustProxy, peer, forwardedFor) => {
      expect(clientAddressResolver(trustProxy)(peer, forwardedFor)).toBe(
        await fastifyIp(trustProxy, peer, forwardedFor),
      );
    },
  );
});
