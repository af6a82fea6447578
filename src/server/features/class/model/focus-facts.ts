import type { SessionSettings } from '#shared/contracts/session-settings';
import { factFromKey, type Fact } from '#shared/maths/fact-scheduler';
import type { ClassSession } from './class-model';

/**
 * The facts the class is practising more of ("Practise what the class missed"), as facts, each
 * once: a session stored before the focus counted both orders of a fact as one may list a key
 * twice.
 */
export function focusFactsOf(session: Pick<ClassSession, 'settings'>): Fact[] {
  return [...new Set(session.settings.focusFacts ?? [])]
    .map(factFromKey)
    .filter((fact): fact is Fact => fact !== undefined);
}

const favouredBySettings = new WeakMap<SessionSettings, ReadonlySet<string>>();

/** The session's focus facts as the scheduler takes them (a set of keys, made once per settings). */
export function favouredKeysOf(session: Pick<ClassSession, 'settings'>): ReadonlySet<string> {
  const { settings } = session;
  let keys = favouredBySettings.get(settings);
  if (keys === undefined) {
    keys = new Set(settings.focusFacts ?? []);
    favouredBySettings.set(settings, keys);
  }
  return keys;
}
