import { afterEach, describe, expect, it, vi } from 'vitest';
import { classSessionStore } from '#client/features/class/class-session-store';
import { storedStudent } from '#client/features/class/test-stored-session';
import { restoreStoredSession } from './restore-stored-session';

const { rejoin } = vi.hoisted(() => ({ rejoin: vi.fn() }));
vi.mock('#client/features/class/class-api', () => ({ classApi: { rejoin } }));

const STUDENT = storedStudent(Date.now());

/** The rejoin's reply for a class in `phase` on addition. */
function rejoined(phase: 'waiting' | 'running') {
  return {
    studentId: 'student-1',
    operations: [{ type: 'addition', numberRange: { min: 1, max: 10 }, challengeCount: 10 }],
    progress: { currentOperation: 0 },
    settings: { skill: 'addition' },
    sessionState: { phase },
  };
}

/** Restores STUDENT on `pathname` and resolves with where it was sent, if anywhere. */
async function restoredOn(pathname: string, phase: 'waiting' | 'running') {
  rejoin.mockResolvedValue(rejoined(phase));
  classSessionStore.write(STUDENT);
  const navigate = vi.fn();
  restoreStoredSession(STUDENT, pathname, navigate);
  // The rejoin's reply is stored just before the student is sent anywhere.
  await vi.waitFor(() =>
    expect(classSessionStore.read()).toMatchObject({ currentOperation: 'addition' }),
  );
  return navigate.mock.calls.map(([to]) => to as string);
}

afterEach(() => {
  rejoin.mockReset();
  classSessionStore.clear();
});

describe('restoreStoredSession', () => {
  it('takes a student on the home page back to the running class', async () => {
    expect(await restoredOn('/', 'running')).toEqual(['/practice/addition']);
  });

  it('takes a student on a join address in capitals back to the running class', async () => {
    expect(await restoredOn('/JOIN', 'running')).toEqual(['/practice/addition']);
  });

  it('leaves a student on a practice address in capitals where they are', async () => {
    expect(await restoredOn('/PRACTICE/ADDITION', 'running')).toEqual([]);
  });

  it('takes a student on a practice address in capitals to wait when the class waits', async () => {
    expect(await restoredOn('/Practice/addition', 'waiting')).toEqual(['/join']);
  });

  it('leaves a student on another page where they are', async () => {
    expect(await restoredOn('/Help', 'running')).toEqual([]);
  });
});
