import {
  entryOfBoth,
  REMOVED_PUPIL,
  type ClassLesson,
  type ClassPupil,
  type ClassRecord,
  type LessonEntry,
} from './class-record';
import { nameKey, pupilWithNames } from './pupil-matching';

/*
 * Two copies of one class, changed on two devices since they last agreed (the base), made one
 * again without losing a lesson: the rule of the class's backup (docs/DECISIONS.md, "Merging two
 * copies of a class").
 */

/** A name both copies changed, each its own way: the teacher chooses which stays. */
export type NameConflict =
  | { readonly kind: 'className'; readonly ours: string; readonly theirs: string }
  | {
      readonly kind: 'pupilName';
      readonly pupilId: string;
      readonly ours: string;
      readonly theirs: string;
    };

/** The copies made one, and the names the teacher must choose between (ours kept meanwhile). */
export interface MergedCopies {
  readonly record: ClassRecord;
  readonly conflicts: readonly NameConflict[];
}

/**
 * The class as both copies leave it, from `base`, the copy both last agreed on (undefined when
 * they never did: everything of both is kept). What one copy changed since the base and the
 * other did not is taken from it; what both changed alike stays; for what both changed apart:
 * - lessons are never lost: each copy's lessons are kept, and of a lesson both recorded, the
 *   later record (recording a lesson again replaces its record on one device too);
 * - a pupil removed on either copy stays removed, with their entries; a pupil merged into another
 *   on either copy (mergedPupils) has their entries of either copy counted as the kept pupil's
 *   (of two merged into each other apart, the same one stays on both devices); a child both
 *   copies added anew under one name is one pupil;
 * - a rename of the class or of a pupil both made differently is a NameConflict, our name kept
 *   until the teacher chooses; the class's language and goal keep ours, or the goal set later.
 */
export function mergeClassCopies(
  base: ClassRecord | undefined,
  ours: ClassRecord,
  theirs: ClassRecord,
): MergedCopies {
  const conflicts: NameConflict[] = [];
  const name = pick(base?.name, ours.name, theirs.name, Object.is);
  if (name.conflict) conflicts.push({ kind: 'className', ours: ours.name, theirs: theirs.name });
  const known = new Set(
    [base, ours, theirs].flatMap((copy) => copy?.pupils ?? []).map((p) => p.id),
  );
  const mergedAway = mergesOfBoth(
    base?.mergedPupils,
    ours.mergedPupils,
    theirs.mergedPupils,
    known,
  );
  const pupils = mergedPupilsOf(base, ours, theirs, mergedAway, conflicts);
  const kept = new Set(pupils.map((pupil) => pupil.id));
  const lessons = mergedList(base?.lessons, ours.lessons, theirs.lessons, (a, b) =>
    b.recordedAt > a.recordedAt ? b : a,
  )
    .map((lesson) => withPupilsFollowed(lesson, (id) => finalPupil(id, mergedAway), kept))
    .sort((a, b) => a.recordedAt - b.recordedAt);
  const goal = pick(base?.goal, ours.goal, theirs.goal, sameValue);
  return {
    record: {
      id: ours.id,
      name: name.value,
      language: pick(base?.language, ours.language, theirs.language, Object.is).value,
      createdAt: Math.min(ours.createdAt, theirs.createdAt),
      pupils,
      lessons,
      goal: goal.conflict ? laterGoal(ours.goal, theirs.goal) : goal.value,
      ...(Object.keys(mergedAway).length === 0 ? {} : { mergedPupils: mergedAway }),
    },
    conflicts,
  };
}

/** The class with the teacher's choice for a conflict: the name they chose. */
export function withNameChosen(
  record: ClassRecord,
  conflict: NameConflict,
  chosen: string,
): ClassRecord {
  if (conflict.kind === 'className') return { ...record, name: chosen };
  return {
    ...record,
    pupils: record.pupils.map((pupil) =>
      pupil.id === conflict.pupilId ? pupilWithNames(pupil, chosen, []) : pupil,
    ),
  };
}

/** The pupils of both copies: removals and merges of either kept, renames of either taken. */
function mergedPupilsOf(
  base: ClassRecord | undefined,
  ours: ClassRecord,
  theirs: ClassRecord,
  mergedAway: Record<string, string>,
  conflicts: NameConflict[],
): ClassPupil[] {
  const before = new Set(base?.pupils.map((pupil) => pupil.id));
  const pupils = mergedList(base?.pupils, pupilsOf(base, ours), pupilsOf(base, theirs), (a, b) => {
    const name = pick(
      base?.pupils.find((pupil) => pupil.id === a.id)?.name,
      a.name,
      b.name,
      Object.is,
    );
    if (name.conflict)
      conflicts.push({ kind: 'pupilName', pupilId: a.id, ours: a.name, theirs: b.name });
    // Their former names are worked out for the class as merged (namesOfBoth).
    return { ...a, name: name.value, addedAt: Math.min(a.addedAt, b.addedAt) };
  }).filter((pupil) => mergedAway[pupil.id] === undefined);
  // A child each device added anew under one name (a lesson recorded on each) is one pupil.
  const anew = (copy: ClassRecord, other: ClassRecord) =>
    copy.pupils.filter(
      (pupil) =>
        !before.has(pupil.id) &&
        mergedAway[pupil.id] === undefined &&
        !other.pupils.some((seen) => seen.id === pupil.id),
    );
  const oursAnew = new Map(anew(ours, theirs).map((pupil) => [nameKey(pupil.name), pupil.id]));
  for (const pupil of anew(theirs, ours)) {
    const twin = oursAnew.get(nameKey(pupil.name));
    if (twin !== undefined) mergedAway[pupil.id] = twin;
  }
  const namesOf = namesOfBoth([base, ours, theirs], mergedAway);
  return pupils
    .filter((pupil) => mergedAway[pupil.id] === undefined)
    .map((pupil) =>
      // Every name the copies keep, but the one kept, is a former name.
      pupilWithNames({ ...pupil, formerNames: [] }, pupil.name, namesOf(pupil.id)),
    );
}

/**
 * The names (current and former) that the merged class keeps of a pupil and of the pupils merged
 * into them, three-way from the base's: a name both copies know stays, and so does one only one
 * copy knows that the base did not (a rename, a merge, a lesson's new name); one the base knew
 * and a copy no longer does was forgotten there (withFormerNameForgotten), and stays forgotten. A
 * pupil one copy removed keeps the base's names there. Without a base, every name.
 */
function namesOfBoth(
  [base, ours, theirs]: readonly [ClassRecord | undefined, ClassRecord, ClassRecord],
  mergedAway: Readonly<Record<string, string>>,
): (id: string) => string[] {
  // A pupil of the base that a copy removed (neither kept nor merged there) forgot nothing: their
  // names count as the base had them (another copy may have merged them into this pupil).
  const namesIn = (copy: ClassRecord | undefined) => {
    const kept = new Set(copy?.pupils.map((pupil) => pupil.id));
    const removed = (base?.pupils ?? []).filter(
      (pupil) => !kept.has(pupil.id) && copy?.mergedPupils?.[pupil.id] === undefined,
    );
    const byPupil = new Map<string, string[]>();
    for (const pupil of [...(copy?.pupils ?? []), ...removed]) {
      const id = finalPupil(pupil.id, mergedAway);
      byPupil.set(id, [...(byPupil.get(id) ?? []), pupil.name, ...(pupil.formerNames ?? [])]);
    }
    return (id: string) => byPupil.get(id) ?? [];
  };
  const [inBase, inOurs, inTheirs] = [namesIn(base), namesIn(ours), namesIn(theirs)];
  const keysOf = (names: readonly string[]) => new Set(names.map(nameKey));
  return (id) => {
    const [before, mine, other] = [keysOf(inBase(id)), keysOf(inOurs(id)), keysOf(inTheirs(id))];
    return [...inOurs(id), ...inTheirs(id)].filter((name) => {
      const key = nameKey(name);
      return (mine.has(key) && other.has(key)) || !before.has(key);
    });
  };
}

/**
 * The merges of both copies (absorbed pupil to kept pupil), three-way from the base's: for each
 * absorbed pupil, what the copy that changed it since the base says (a copy may have dropped a
 * merge the base had, to break a loop as below), or the lower kept id when both changed it apart.
 * Of merges that make a loop (Ada 2 into Ada on one device, Ada into Ada 2 on the other), the
 * merge of the pupil with the lowest id among those a copy still lists (`known`) goes: that pupil
 * stays, with the lessons of both. The rule gives both devices the same merges whichever is ours,
 * so they agree after one exchange.
 */
function mergesOfBoth(
  base: Readonly<Record<string, string>> | undefined,
  ours: Readonly<Record<string, string>> | undefined,
  theirs: Readonly<Record<string, string>> | undefined,
  known: ReadonlySet<string>,
): Record<string, string> {
  const merges = new Map<string, string>();
  const absorbed = new Set([...Object.keys(ours ?? {}), ...Object.keys(theirs ?? {})]);
  for (const id of absorbed) {
    const [before, mine, other] = [base?.[id], ours?.[id], theirs?.[id]];
    const kept =
      mine === other || other === before
        ? mine
        : mine === before
          ? other
          : [mine, other].filter((value) => value !== undefined).sort()[0];
    if (kept !== undefined) merges.set(id, kept);
  }
  const listedFirst = (a: string, b: string) =>
    Number(known.has(b)) - Number(known.has(a)) || (a < b ? -1 : a > b ? 1 : 0);
  for (const id of [...merges.keys()].sort(listedFirst)) {
    const kept = merges.get(id);
    if (kept !== undefined && leadsTo(kept, id, merges)) merges.delete(id);
  }
  return Object.fromEntries(merges);
}

/** Whether following the merges from `from` comes to `to`. */
function leadsTo(from: string, to: string, merges: ReadonlyMap<string, string>): boolean {
  const seen = new Set<string>();
  for (let at: string | undefined = from; at !== undefined && !seen.has(at); at = merges.get(at)) {
    if (at === to) return true;
    seen.add(at);
  }
  return false;
}

/**
 * The copy's pupils, with those of the base it merged into others: merged is not removed, and
 * the other copy may have merged them the other way round (mergesOfBoth).
 */
function pupilsOf(base: ClassRecord | undefined, copy: ClassRecord): readonly ClassPupil[] {
  const merged = copy.mergedPupils ?? {};
  const mergedAway = (base?.pupils ?? []).filter(
    (pupil) => merged[pupil.id] !== undefined && !copy.pupils.some((kept) => kept.id === pupil.id),
  );
  return mergedAway.length === 0 ? copy.pupils : [...copy.pupils, ...mergedAway];
}

/** An item both copies keep: the copy's that changed it since the base, else `both` of them. */
function eitherChange<T>(
  base: T | undefined,
  ours: T,
  theirs: T,
  both: (ours: T, theirs: T) => T,
): T {
  if (sameValue(ours, theirs) || (base !== undefined && sameValue(theirs, base))) return ours;
  if (base !== undefined && sameValue(ours, base)) return theirs;
  return both(ours, theirs);
}

/**
 * The items of both copies by id: one both keep is as the copy that changed it since the base
 * left it, or `both(ours, theirs)` when both changed it apart (eitherChange); one that either
 * copy has since the base is kept; one the base had that a copy no longer has was removed there
 * and is gone. Ours come first in their order, then theirs alone; or theirs' order
 * when ours is the base's, so that a device that changed nothing takes the other's copy as it is.
 */
function mergedList<T extends { readonly id: string }>(
  base: readonly T[] | undefined,
  ours: readonly T[],
  theirs: readonly T[],
  both: (ours: T, theirs: T) => T,
): T[] {
  const before = new Map(base?.map((item) => [item.id, item]));
  const theirsById = new Map(theirs.map((item) => [item.id, item]));
  const oursIds = new Set(ours.map((item) => item.id));
  const merged: T[] = [];
  for (const item of ours) {
    const other = theirsById.get(item.id);
    if (other !== undefined) merged.push(eitherChange(before.get(item.id), item, other, both));
    else if (!before.has(item.id)) merged.push(item);
  }
  for (const item of theirs) if (!oursIds.has(item.id) && !before.has(item.id)) merged.push(item);
  const oursAsBase =
    base !== undefined &&
    base.length === ours.length &&
    base.every((item, index) => item.id === ours[index]?.id);
  if (!oursAsBase) return merged;
  const place = new Map(theirs.map((item, index) => [item.id, index]));
  return merged.sort((a, b) => (place.get(a.id) ?? 0) - (place.get(b.id) ?? 0));
}

/** The pupil an id stands for now: followed through the merges (a cycle stops where it closes). */
function finalPupil(id: string, mergedAway: Readonly<Record<string, string>>): string {
  const seen = new Set<string>();
  let current = id;
  let next = mergedAway[current];
  while (next !== undefined && !seen.has(current)) {
    seen.add(current);
    current = next;
    next = mergedAway[current];
  }
  return current;
}

/**
 * The lesson with each pupil followed to the one they are now: entries of a pupil no longer in
 * the class go, and two entries of one pupil are made one (entryOfBoth).
 */
function withPupilsFollowed(
  lesson: ClassLesson,
  follow: (id: string) => string,
  kept: ReadonlySet<string>,
): ClassLesson {
  const byPupil = new Map<string, LessonEntry>();
  for (const entry of lesson.entries) {
    const pupilId = follow(entry.pupilId);
    if (!kept.has(pupilId)) continue;
    const followed = { ...entry, pupilId };
    const other = byPupil.get(pupilId);
    byPupil.set(pupilId, other === undefined ? followed : entryOfBoth(other, followed));
  }
  const pupilOfStudent = Object.fromEntries(
    Object.entries(lesson.pupilOfStudent).map(([student, pupil]) => {
      const now = pupil === REMOVED_PUPIL ? pupil : follow(pupil);
      return [student, kept.has(now) ? now : REMOVED_PUPIL];
    }),
  );
  return { ...lesson, entries: [...byPupil.values()], pupilOfStudent };
}

/** Of two goals both copies set apart, the one set later (ours when they were set together). */
function laterGoal(ours: ClassRecord['goal'], theirs: ClassRecord['goal']): ClassRecord['goal'] {
  if (ours === null) return theirs;
  if (theirs === null) return ours;
  return theirs.setAt > ours.setAt ? theirs : ours;
}

/** Three-way choice of a value: the copy that changed it wins; both apart is a conflict. */
function pick<T>(
  base: T | undefined,
  ours: T,
  theirs: T,
  same: (a: T, b: T) => boolean,
): { readonly value: T; readonly conflict: boolean } {
  if (same(ours, theirs)) return { value: ours, conflict: false };
  if (base !== undefined && same(base, ours)) return { value: theirs, conflict: false };
  if (base !== undefined && same(base, theirs)) return { value: ours, conflict: false };
  return { value: ours, conflict: true };
}

/** Plain data compared by value (records are JSON: their keys come in one order). */
function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
