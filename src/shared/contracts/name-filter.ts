/**
 * A courtesy filter for students' display names. Names are projected on the teacher's screen to a
 * class of children aged 6-12, so a name with swearing, sexual words, slurs or insults is refused
 * before it appears. It is not a guarantee: children are inventive, and the teacher can still
 * remove any student. A false positive on a real child's name is worse than a missed mild word, so
 * short stems only count as whole words (name-filter-words.ts explains the lists).
 *
 * The name is read in a few spellings: camelCase split into words ("BigAss"), leetspeak (0→o,
 * 1→i or l, 3→e, 4→a, 5→s, 7→t, @→a, $→s, !→i; in Cyrillic 3→з, 0→о, 4→ч, 6→б), the first '*' as a
 * vowel ("f*ck"; one only, so a name of stars cannot make the check slow), and, in a name mixing Latin and Cyrillic, look-alike letters turned
 * into the other script ("хyй" with a Latin y reads "хуй"). Each spelling is matched twice: as
 * typed but lowercased, for stems with å, ä, ö, æ or ø ("bøsse" is not the name Bosse), and with
 * accents removed, for the others ("Fück" reads "fuck"). A number after a name is a number, and a
 * 1 in a numbered label ("P15") is a digit. Separators between letters are ignored
 * for stems that count anywhere and between single letters ("f.u.c.k", "f u c k"), and every
 * letter of a stem may repeat ("fuuuck").
 */
import { RUDE_STEMS, type RudeStems } from './name-filter-words';

const CYRILLIC = /\p{Script=Cyrillic}/u;
const LATIN = /\p{Script=Latin}/u;
const MARK = /\p{M}/u;
const NOT_LETTERS = /[^\p{L}]+/gu;

/** Combining marks that make Cyrillic letters (й, ї, ё) and so survive folding. */
const CYRILLIC_MARKS = new Set(['\u0306', '\u0308']);
const LATIN_FOLDS: Readonly<Record<string, string>> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l' };

/** Each character of `from` read as the character at the same place in `to`. */
function characterMap(from: string, to: string): Readonly<Record<string, string>> {
  const targets = Array.from(to);
  return Object.fromEntries(
    Array.from(from).map((character, index) => [character, targets[index] ?? character]),
  );
}

const LATIN_LEET = characterMap('03457@$', 'oeastas');
const CYRILLIC_LEET = characterMap('0346', 'озчб');
/** Leet characters with two readings; '!' may also just be an exclamation mark. */
const AMBIGUOUS_LEET: Readonly<Record<string, readonly string[]>> = {
  '1': ['i', 'l'],
  '!': ['i', ' '],
};
/** Letters that look alike in the two scripts (lowercase). */
const LATIN_TO_CYRILLIC = characterMap('abcehikmnoprtuxy', 'авсенікмпоргтиху');
const CYRILLIC_TO_LATIN = characterMap('авеіјкмнорсѕтух', 'abeijkmhopcstyx');

const LATIN_VOWELS = Array.from('aeiouyåæøäö');
const CYRILLIC_VOWELS = Array.from('аеиіоуюяєїы');
/** How many '*' stand for a letter; more only separate ("f*ck" yes, "****" no). */
const MAX_WILDCARDS = 1;

function mapCharacters(text: string, map: Readonly<Record<string, string>>): string {
  return Array.from(text, (character) => map[character] ?? character).join('');
}

/** Accents and other marks removed from every script but Cyrillic (й stays), ø→o, æ→ae. */
function fold(text: string): string {
  let folded = '';
  let afterCyrillic = false;
  for (const character of text.normalize('NFKD')) {
    if (MARK.test(character)) {
      if (afterCyrillic && CYRILLIC_MARKS.has(character)) folded += character;
      continue;
    }
    afterCyrillic = CYRILLIC.test(character);
    folded += LATIN_FOLDS[character] ?? character;
  }
  return folded.normalize('NFC');
}

function wildcardSpellings(text: string): string[] {
  const vowels = [
    ...(CYRILLIC.test(text) ? CYRILLIC_VOWELS : []),
    ...(LATIN.test(text) || !CYRILLIC.test(text) ? LATIN_VOWELS : []),
  ];
  const wildcards = Math.min(MAX_WILDCARDS, text.split('*').length - 1);
  let spellings = [text];
  for (let wildcard = 0; wildcard < wildcards; wildcard++) {
    spellings = spellings.flatMap((spelling) =>
      vowels.map((vowel) => spelling.replace('*', vowel)),
    );
  }
  return spellings;
}

/** A word of digits and signs only ("455" in "Ola 455") is a number, not leetspeak. */
const NUMBER_WORD = /(?<=^|\s)[^\p{L}\s]+(?=\s|$)/gu;
/** One letter and then digits only: how a class numbers students ("P15", "t117"). */
const NUMBERED_LABEL = /(?<=^|\s)\p{L}\d+(?=\s|$)/gu;
/** What a 1 in a numbered label stays: a sign no spelling reads as a letter. */
const DIGIT_ONE = '#';

/**
 * In a numbered label a 1 is the digit, never the ambiguous i or l, so "P15" and "P115" are
 * students 15 and 115 rather than "pis"; its other digits are still read ("a55" is "ass").
 */
function keepOnesInLabels(text: string): string {
  return text.replace(NUMBERED_LABEL, (label) => label.replaceAll('1', DIGIT_ONE));
}

function leetSpellings(typed: string): string[] {
  const text = keepOnesInLabels(typed.replace(NUMBER_WORD, ' '));
  let spellings = [text];
  for (const [character, readings] of Object.entries(AMBIGUOUS_LEET)) {
    if (!text.includes(character)) continue;
    spellings = spellings.flatMap((spelling) =>
      readings.map((reading) => spelling.replaceAll(character, reading)),
    );
  }
  const latin = spellings.map((spelling) => mapCharacters(spelling, LATIN_LEET));
  return CYRILLIC.test(text) ? [...latin, mapCharacters(text, CYRILLIC_LEET)] : latin;
}

function scriptSpellings(text: string): string[] {
  if (!CYRILLIC.test(text) || !LATIN.test(text)) return [text];
  return [text, mapCharacters(text, LATIN_TO_CYRILLIC), mapCharacters(text, CYRILLIC_TO_LATIN)];
}

/** Every lowercase spelling the name is read in. */
function spellingsOf(name: string): Set<string> {
  const typed = name.normalize('NFKC');
  const camelSplit = typed.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2');
  const spellings = new Set<string>();
  // A fixed locale, so a Turkish server does not lowercase "I" to "ı".
  for (const lower of new Set([typed, camelSplit].map((text) => text.toLocaleLowerCase('en')))) {
    for (const wildcarded of wildcardSpellings(lower)) {
      for (const leet of leetSpellings(wildcarded)) {
        for (const spelling of scriptSpellings(leet)) spellings.add(spelling);
      }
    }
  }
  return spellings;
}

/** The words of a text, plus runs of single letters joined ("f u c k" gives "fuck"). */
function wordsOf(text: string): string[] {
  const tokens = text.split(NOT_LETTERS).filter((token) => token !== '');
  const words = [...tokens];
  let letters: string[] = [];
  for (const token of [...tokens, '']) {
    if (Array.from(token).length === 1) {
      letters.push(token);
      continue;
    }
    if (letters.length > 1) words.push(letters.join(''));
    letters = [];
  }
  return words;
}

interface Matcher {
  readonly anywhere: RegExp;
  readonly wordStart: RegExp;
  readonly wholeWord: RegExp;
}

/** A stem as a pattern in which each letter may repeat: "ass" becomes a+s{2,}. */
function stemPattern(stem: string): string {
  return stem.replace(/(.)\1*/gu, (run: string, letter: string) => {
    const count = Array.from(run).length;
    return count === 1 ? `${letter}+` : `${letter}{${count},}`;
  });
}

function matcherOf(lists: readonly RudeStems[], keep: (stem: string) => boolean): Matcher {
  const alternation = (key: keyof RudeStems): string => {
    const stems = [...new Set(lists.flatMap((list) => list[key]))].filter(keep);
    return stems.length === 0 ? '(?!)' : `(?:${stems.map(stemPattern).join('|')})`;
  };
  return {
    anywhere: new RegExp(alternation('anywhere'), 'u'),
    wordStart: new RegExp(`^${alternation('wordStart')}`, 'u'),
    wholeWord: new RegExp(`^${alternation('wholeWord')}$`, 'u'),
  };
}

const allLists = [...new Set(Object.values(RUDE_STEMS))];
/** Stems in plain letters, matched against the folded name. */
const FOLDED = matcherOf(allLists, (stem) => fold(stem) === stem);
/** Stems with å, ä, ö, æ or ø, matched against the name as typed. */
const EXACT = matcherOf(allLists, (stem) => fold(stem) !== stem);

function matches(matcher: Matcher, text: string): boolean {
  if (matcher.anywhere.test(text.replace(NOT_LETTERS, ''))) return true;
  return wordsOf(text).some((word) => matcher.wordStart.test(word) || matcher.wholeWord.test(word));
}

/**
 * True when the name contains a word a teacher would not want projected in class (swearing,
 * sexual words, slurs or insults in English, Norwegian, Swedish, Danish or Ukrainian, Russian mat
 * included). Takes a name cleaned by cleanStudentName; real names such as Cassandra, Thore or
 * Bosse pass. A courtesy check, not a guarantee: the teacher can still remove a student.
 */
export function isRudeName(name: string): boolean {
  for (const spelling of spellingsOf(name)) {
    if (matches(EXACT, spelling) || matches(FOLDED, fold(spelling))) return true;
  }
  return false;
}
