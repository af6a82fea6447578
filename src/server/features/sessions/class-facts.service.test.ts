import { describe, expect, it, vi } from 'vitest';
import type { DeviceFacts } from '#shared/contracts/device-facts';
import { DEFAULT_LIMITS } from '#server/config';
import { fiveAdditions } from '#server/features/class/testing/test-class-objects';
import { storeForEachTest } from '#server/test-store';
import { silentNotifier } from '#server/realtime/session-notifier';
import { createStudentsService } from '#server/features/students/students.service';
import { createSessionsService } from './sessions.service';
import { createClassFactsService } from './class-facts.service';

const { store: storeOfTest } = storeForEachTest();

describe("the class's facts sent to the student's device", () => {
  it('dates them as the server kept them: at most just before the join', async () => {
    const store = storeOfTest();
    let time = 1_800_000_000_000;
    const toStudent = vi.fn();
    const deps = {
      store,
      notifier: { ...silentNotifier, toStudent },
      now: () => time,
      limits: DEFAULT_LIMITS,
    };
    const created = await createSessionsService(deps).create(fiveAdditions);
    const joined = await createStudentsService(deps).join(created.sessionCode, 'Ada', undefined);
    const joinedAtMs = time;
    time += 60_000;
    const session = await store.sessions.findById(created.sessionId);
    if (session === undefined) throw new Error('no session');
    // The teacher's clock ahead of the server's: one fact from "now", one from the day before.
    const facts: DeviceFacts = [
      ['a2:3', 2, time],
      ['a4:5', 3, joinedAtMs - 86_400_000],
    ];
    await createClassFactsService(deps).give(session, joined.studentId, facts);
    expect(toStudent).toHaveBeenCalledWith(joined.studentId, 'classFacts', {
      facts: [
        ['a2:3', 2, joinedAtMs - 1],
        ['a4:5', 3, joinedAtMs - 86_400_000],
      ],
    });
  });
});
