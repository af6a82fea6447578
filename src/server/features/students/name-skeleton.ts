/**
 * The one wrapper of unhomoglyph, the table of Unicode's confusables.txt (UTS #39): which
 * characters look like which, such as Cyrillic "А" and Latin "A". Server only; the version is
 * pinned so that the names a session compares never change with an update of the table.
 */
import unhomoglyph from 'unhomoglyph';

const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;
/** Enough rounds for every chain in the table (two are the most seen). */
const MAX_ROUNDS = 8;

function skeletonRound(text: string): string {
  return unhomoglyph(text.normalize('NFD').replace(DEFAULT_IGNORABLE, '')).normalize('NFD');
}

/**
 * The UTS #39 skeleton: NFD, default-ignorable characters (joiners, variation selectors)
 * removed, each character replaced by its prototype, NFD again; repeated until nothing changes,
 * because a few prototypes decompose into characters that have prototypes of their own (Arabic
 * "ۀ"). Two texts with the same skeleton look alike. Only for comparing, never for showing.
 */
export function skeleton(text: string): string {
  let current = text;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const next = skeletonRound(current);
    if (next === current) break;
    current = next;
  }
  return current;
}

/**
 * The keys under which a name counts as taken: the name in lower case, as the session's stored
 * key (students.name_key) has it, and its skeleton in lower case, taken of the compatibility form
 * (NFKC, so full-width "Ａｄａ" is "Ada"). So "Ada", "ADA", "Аda" and "АDA" (Cyrillic А) are one
 * name, and so are "Ida" and "lda"; "Clara" and "Dara" stay two, though "cl" and "d" look alike.
 */
export function lookAlikeKeys(name: string): readonly string[] {
  const caseKey = name.toLocaleLowerCase();
  const look = lookKey(name);
  return caseKey === look ? [caseKey] : [caseKey, look];
}

/**
 * The key two names that look alike share: the skeleton in lower case of the compatibility form.
 * Stored with each student (students.look_key, unique in the session), so that two names with
 * one look-alike key joining at the same moment cannot both be stored (lookAlikeKeys also matches
 * one name's lower case with another's look-alike key, which only the names read can tell).
 */
export function lookKey(name: string): string {
  return skeleton(name.normalize('NFKC')).toLocaleLowerCase();
}
