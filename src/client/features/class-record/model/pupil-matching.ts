import { plainNameOf } from '#shared/contracts/student-name';
import type { ClassPupil } from './class-record';

/** What the teacher's device makes of one name of a lesson. */
export type PupilMatch =
  /** The class's pupil of the same name. */
  | { readonly kind: 'same'; readonly pupilId: string }
  /**
   * A name the lesson told apart with a number ("Ada 2") whose plain name is a pupil of the class
   * not in this lesson: the teacher is asked ("Is 'Ada 2' the class's Ada?").
   */
  | { readonly kind: 'ask'; readonly pupilId: string }
  /** A child new to the class. */
  | { readonly kind: 'new' };

/** A name as names are compared: trimmed, composed alike, in lower case. */
export function nameKey(name: string): string {
  return name.trim().normalize('NFC').toLocaleLowerCase();
}

/**
 * The pupil among `pupils` whose name is `name` as names are compared, if one is: a lesson tells
 * pupils apart by name, so two of one name would take each other's lessons.
 */
export function pupilNamed(pupils: readonly ClassPupil[], name: string): ClassPupil | undefined {
  const key = nameKey(name);
  return pupils.find((pupil) => nameKey(pupil.name) === key);
}

/**
 * The pupil under `name`, with their name before it, their former names and `others` as their
 * former names (ClassPupil.formerNames): one of each as names are compared (the first in code
 * order of those that compare alike), sorted, and none that is `name`. So two devices that build a
 * pupil from the same names in any order agree.
 */
export function pupilWithNames(
  pupil: ClassPupil,
  name: string,
  others: readonly string[],
): ClassPupil {
  const current = nameKey(name);
  const byKey = new Map<string, string>();
  for (const candidate of [pupil.name, ...(pupil.formerNames ?? []), ...others]) {
    const trimmed = candidate.trim();
    const key = nameKey(trimmed);
    const seen = byKey.get(key);
    if (key !== current && key !== '' && (seen === undefined || trimmed < seen))
      byKey.set(key, trimmed);
  }
  const formerNames = [...byKey.keys()].sort().map((key) => byKey.get(key) ?? key);
  const { formerNames: _before, ...rest } = pupil;
  return formerNames.length === 0 ? { ...rest, name } : { ...rest, name, formerNames };
}

/**
 * Matches the names of a lesson to the class's pupils, by name only and within this class: the
 * same name (any case) is the same pupil; a name the lesson numbered ("Ada 2", as it tells two
 * children of one name apart) whose plain name is a pupil not otherwise in the lesson is asked
 * about, and so is a former name of such a pupil (the teacher renamed Dilja "Dilja H"), before
 * a numbered name's plain one; every other name is a new pupil. No pupil is matched to two names,
 * and a pupil of the very name wins over a numbered or former one, whatever the order of the
 * names.
 */
export function matchPupils(pupils: readonly ClassPupil[], names: readonly string[]): PupilMatch[] {
  const byKey = new Map(pupils.map((pupil) => [nameKey(pupil.name), pupil.id]));
  const byFormerKey = new Map<string, string[]>();
  for (const pupil of pupils)
    for (const former of pupil.formerNames ?? []) {
      const key = nameKey(former);
      byFormerKey.set(key, [...(byFormerKey.get(key) ?? []), pupil.id]);
    }
  const taken = new Set<string>();
  const matches: (PupilMatch | undefined)[] = names.map((name) => {
    const id = byKey.get(nameKey(name));
    if (id === undefined || taken.has(id)) return undefined;
    taken.add(id);
    return { kind: 'same', pupilId: id };
  });
  return names.map((name, index) => {
    const exact = matches[index];
    if (exact !== undefined) return exact;
    const plain = plainNameOf(name);
    // A name the pupil had comes before a plain name the lesson numbered.
    const candidates = [
      ...(byFormerKey.get(nameKey(name)) ?? []),
      ...(plain === undefined ? [] : [byKey.get(nameKey(plain))]),
    ];
    const id = candidates.find((candidate) => candidate !== undefined && !taken.has(candidate));
    if (id === undefined) return { kind: 'new' };
    taken.add(id);
    return { kind: 'ask', pupilId: id };
  });
}
