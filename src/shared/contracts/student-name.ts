import { hasVisibleText } from './visible-text';

/** A student's name has at most this many characters (SPEC §5). */
export const MAX_NAME_LENGTH = 20;

/**
 * A name also has at most this many code points: two per character. Names in every script the
 * app serves stay far below it (Nordic and Cyrillic letters are one code point after NFC, an Indic
 * syllable two or three, a family emoji seven), while combining marks piled on a letter
 * ("Zalgo" text, hundreds of code points in one character) cannot pass.
 */
export const MAX_NAME_CODE_POINTS = 2 * MAX_NAME_LENGTH;

/**
 * The most UTF-16 code units (a string's `length`) a name within the limits takes: two per code
 * point, as emoji and other characters outside the Basic Multilingual Plane need. Stores that
 * keep a name check this, never MAX_NAME_CODE_POINTS, against `length`.
 */
export const MAX_NAME_UTF16_LENGTH = 2 * MAX_NAME_CODE_POINTS;

/**
 * Characters that draw nothing but space: Unicode's White_Space (NBSP, U+2000-200A, U+3000...),
 * the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0) and the braille blank (U+2800).
 */
const BLANKS = /[\p{White_Space}\u115F\u1160\u3164\uFFA0\u2800]+/gu;

/**
 * An emoji tag sequence (the flags of England, Scotland, Wales), kept whole; otherwise a
 * character that draws nothing of its own or nothing reliable: controls, format characters
 * (bidirectional controls, zero-width space, soft hyphen, tags...), private use, noncharacters
 * and lone surrogates. The joiners among them are judged apart (LOOSE_JOINERS).
 */
const INVISIBLES =
  /(\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F})|[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Noncharacter_Code_Point}]/gu;
const JOINER = /^[\u200C\u200D]$/u;

/**
 * ZWNJ and ZWJ with no character to join on one side: at an end, beside a space or beside another
 * joiner. Between two characters they stay, as 👨‍👩‍👧, Persian and Indic spellings need them.
 */
const LOOSE_JOINERS = /(?<![^ \u200C\u200D])[\u200C\u200D]|[\u200C\u200D](?![^ \u200C\u200D])/gu;

/**
 * UTS #39 §5.4: more than four nonspacing marks in a row, or the same one twice, smear into the
 * lines around them. Regular expressions are literals here so that the client's bundle, which
 * takes only truncateName, can leave them out.
 */
const STACKED_MARKS = /[\p{Mn}\p{Me}]{5}|([\p{Mn}\p{Me}])\1/u;

/**
 * A name as typed, made safe to show: Unicode NFC; every kind of blank made one space, and the
 * ends trimmed; control, format (bidirectional, zero-width space...), private-use and invalid
 * characters removed, except the joiners ZWJ and ZWNJ between two characters and emoji tag
 * sequences. Letters, marks, variation selectors and emoji skin tones stay exactly as typed
 * (Åse, Ольга, 👍🏽). Cleaning a cleaned name changes nothing.
 */
export function cleanStudentName(input: string): string {
  return input
    .normalize('NFC')
    .replace(BLANKS, ' ')
    .replace(INVISIBLES, (found: string, tagSequence: string | undefined) =>
      tagSequence !== undefined || JOINER.test(found) ? found : '',
    )
    .normalize('NFC')
    .replace(LOOSE_JOINERS, '')
    .normalize('NFC')
    .replace(/ {2,}/gu, ' ')
    .trim();
}

/** Why a cleaned name cannot be shown (see checkStudentName). */
export type NameProblem = 'malformed' | 'blank' | 'tooLong' | 'stackedMarks';

/** A name as typed, cleaned and accepted, or the reason it is refused. */
export type NameCheck =
  | { readonly ok: true; readonly name: string }
  | { readonly ok: false; readonly problem: NameProblem };

/**
 * Cleans a name (cleanStudentName) and refuses it when it cannot stand for a student: text that is
 * not valid Unicode (a lone surrogate, which no keyboard types and a database would store as
 * U+FFFD or refuse), a name with nothing visible left (blanks, marks or joiners alone), one over
 * MAX_NAME_LENGTH characters or MAX_NAME_CODE_POINTS code points, and stacked marks (UTS #39
 * §5.4: more than four nonspacing marks in a row, or the same one twice, after NFD).
 */
export function checkStudentName(typed: string): NameCheck {
  if (/\p{Cs}/u.test(typed)) return { ok: false, problem: 'malformed' };
  const name = cleanStudentName(typed);
  if (!hasVisibleText(name)) return { ok: false, problem: 'blank' };
  if (nameLength(name) > MAX_NAME_LENGTH || codePointsOf(name) > MAX_NAME_CODE_POINTS)
    return { ok: false, problem: 'tooLong' };
  if (STACKED_MARKS.test(name.normalize('NFD'))) return { ok: false, problem: 'stackedMarks' };
  return { ok: true, name };
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

function charactersOf(text: string): string[] {
  return Array.from(graphemes.segment(text), (part) => part.segment);
}

function codePointsOf(text: string): number {
  return Array.from(text).length;
}

/** The number of characters as a person counts them (grapheme clusters, not UTF-16 units). */
export function nameLength(name: string): number {
  return charactersOf(name).length;
}

/**
 * The longest start of a name with at most `max` characters and `maxCodePoints` code points,
 * never splitting a character. It only cuts: a student typing "Ola " keeps the space.
 */
export function truncateName(
  name: string,
  max = MAX_NAME_LENGTH,
  maxCodePoints = MAX_NAME_CODE_POINTS,
): string {
  let kept = '';
  let codePoints = 0;
  for (const [index, character] of charactersOf(name).entries()) {
    codePoints += codePointsOf(character);
    if (index >= max || codePoints > maxCodePoints) break;
    kept += character;
  }
  return kept;
}

/** The keys a name is compared by when no others are given: the name in lower case. */
const caseInsensitive = (name: string): readonly string[] => [name.toLocaleLowerCase()];

/**
 * A name no other student in the session has: "Ola", then "Ola 2", "Ola 3"..., shortened so the
 * result still fits MAX_NAME_LENGTH and MAX_NAME_CODE_POINTS. Two names are the same when they
 * share a key of `keysOf` (by default their lower case; the server passes look-alike keys), which
 * must tell "Ola 2" from "Ola 3". Takes an accepted name and returns one; a name whose first
 * character alone leaves no room for the number becomes the number.
 *
 * `lastLessonName` is the name the student's device says their last lesson gave them ("Ola 2"):
 * when it is this name so numbered and free, it is theirs again, even with "Ola" free, so that two
 * children of one name keep their names from lesson to lesson whoever joins first (the teacher's
 * class record knows its pupils by name). Any other is ignored.
 */
export function distinctName(
  name: string,
  takenNames: readonly string[],
  keysOf: (name: string) => readonly string[] = caseInsensitive,
  lastLessonName?: string,
): string {
  const taken = new Set(takenNames.flatMap((takenName) => keysOf(takenName)));
  const isFree = (candidate: string) => keysOf(candidate).every((key) => !taken.has(key));
  const kept = lastLessonName === undefined ? undefined : numberedAgain(name, lastLessonName);
  if (kept !== undefined && isFree(kept)) return kept;
  if (isFree(name)) return name;
  for (let number = 2; ; number += 1) {
    const candidate = numberedName(name, number);
    if (isFree(candidate)) return candidate;
  }
}

/** The highest number a last lesson's name may ask to keep: far over a class's students. */
const MAX_KEPT_NUMBER = 999;

/**
 * `name` numbered as `lastLessonName` is (in any case: "ola 2" gives "Ola 2"), when that is how
 * distinctName numbers `name`; else undefined.
 */
function numberedAgain(name: string, lastLessonName: string): string | undefined {
  const number = Number(NUMBERED_NAME.exec(lastLessonName.trim())?.[2]);
  if (!Number.isInteger(number) || number > MAX_KEPT_NUMBER) return undefined;
  const candidate = numberedName(name, number);
  const sameName = candidate.toLocaleLowerCase() === lastLessonName.trim().toLocaleLowerCase();
  return sameName ? candidate : undefined;
}

/** `name` with ` number` after it, its end cut so that the whole still fits a name's limits. */
function numberedName(name: string, number: number): string {
  const suffix = ` ${number}`;
  const stem = truncateName(
    name,
    MAX_NAME_LENGTH - suffix.length,
    MAX_NAME_CODE_POINTS - suffix.length,
  ).replace(/[ \u200C\u200D]+$/u, '');
  return stem === '' ? String(number) : `${stem}${suffix}`;
}

/** A name as distinctName numbers it: its plain name, a space and a number from 2. */
const NUMBERED_NAME = /^(.*\S) ([2-9]|[1-9]\d+)$/u;

/**
 * The plain name of one distinctName numbered ("Ada 2" gives "Ada"), or undefined for a name
 * without such a number. A name typed with a number looks the same, and gives its plain name too.
 */
export function plainNameOf(name: string): string | undefined {
  return NUMBERED_NAME.exec(name.trim())?.[1];
}

/**
 * Whether the lesson numbered the name a student typed ("Ada" became "Ada 2"), so their screen
 * tells them: a name typed with its number ("Ada 10", or "Ada  10" as the server cleans it) was
 * not numbered by the lesson.
 */
export function numberedByLesson(given: string, typed: string | undefined): boolean {
  if (plainNameOf(given) === undefined) return false;
  const cleaned = typed === undefined ? undefined : cleanStudentName(typed);
  return given.trim().toLocaleLowerCase() !== cleaned?.toLocaleLowerCase();
}
