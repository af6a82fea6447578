import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeviceFacts } from '#shared/contracts/device-facts';
import { classApi } from './class-api';

const FACTS: DeviceFacts = [
  ['m7:8', 2, 1_795_000_000_000, [4, 1, 2, 0], 12],
  ['m6:7', 1, null, [1, 0, 0, 0], 3],
];

/** Answers each join with the next status and error code, keeping the bodies sent. */
function refusals(...codes: readonly (readonly [number, string])[]) {
  const bodies: { facts?: unknown }[] = [];
  let next = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(init.body as string) as { facts?: unknown });
      const [status, code] = codes[Math.min(next, codes.length - 1)] ?? [404, 'session_not_found'];
      next += 1;
      return Promise.resolve(
        new Response(JSON.stringify({ error: { code, message: 'No.' } }), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
  return bodies;
}

afterEach(() => vi.unstubAllGlobals());

describe('classApi.join with a device’s facts', () => {
  it('sends the facts again without their question counts when a process of the version before refuses them', async () => {
    const bodies = refusals([400, 'invalid_field'], [404, 'session_not_found']);
    await expect(classApi.join('K7QM3X', 'Kari', undefined, FACTS)).rejects.toMatchObject({
      code: 'session_not_found',
    });
    expect(bodies.map((body) => body.facts)).toEqual([
      FACTS,
      [
        ['m7:8', 2, 1_795_000_000_000, [4, 1, 2, 0]],
        ['m6:7', 1, null, [1, 0, 0, 0]],
      ],
    ]);
  });

  it('sends once for any other refusal, and once for facts already in the older form', async () => {
    const bodies = refusals([404, 'session_not_found'], [400, 'invalid_field']);
    await expect(classApi.join('K7QM3X', 'Kari', undefined, FACTS)).rejects.toMatchObject({
      code: 'session_not_found',
    });
    await expect(
      classApi.join('K7QM3X', 'Kari', undefined, [['m7:8', 2, null, [4, 1, 2, 0]]]),
    ).rejects.toMatchObject({ code: 'invalid_field' });
    expect(bodies).toHaveLength(2);
  });
});
