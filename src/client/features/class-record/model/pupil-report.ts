import { statusOfBox } from '#shared/maths/fact-map';
import { classFactKeys, pupilBoxes } from './class-progress';
import type { ClassRecord } from './class-record';
import { compareFactKeys } from './fact-label';

/** At most this many facts are suggested to practise at home. */
export const PRACTISE_AT_MOST = 8;

/**
 * The facts a pupil should practise next, by short key: the class's facts they are learning,
 * those in the lowest box first (missed most lately), then facts they have not practised yet in
 * the order compareFactKeys gives; at most PRACTISE_AT_MOST.
 */
export function factsToPractise(record: ClassRecord, pupilId: string): string[] {
  const boxes = pupilBoxes(record, pupilId);
  const keys = [...classFactKeys(record)].sort(compareFactKeys);
  const learning = keys
    .filter((key) => statusOfBox(boxes.get(key)) === 'learning')
    .sort((a, b) => (boxes.get(a) ?? 0) - (boxes.get(b) ?? 0));
  const notSeen = keys.filter((key) => !boxes.has(key));
  return [...learning, ...notSeen].slice(0, PRACTISE_AT_MOST);
}
