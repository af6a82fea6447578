/** A pupil's name has at most this many characters (SPEC §5). */
export const MAX_NAME_LENGTH = 20;

/**
 * A name as typed, made safe to show: Unicode NFC, control, zero-width and bidirectional
 * formatting characters removed, runs of white space made one space, trimmed. Letters of every
 * script stay exactly as typed (Åse, Ольга).
 */
export function cleanStudentName(input: string): string {
  return input
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

function charactersOf(text: string): string[] {
  return Array.from(graphemes.segment(text), (part) => part.segment);
}

/** The number of characters as a person counts them (grapheme clusters, not UTF-16 units). */
export function nameLength(name: string): number {
  return charactersOf(name).length;
}

/** Cuts a name to at most `max` characters without splitting a character. */
export function truncateName(name: string, max = MAX_NAME_LENGTH): string {
  return charactersOf(name).slice(0, max).join('').trim();
}

/**
 * A name no other pupil in the session has: "Ola", then "Ola 2", "Ola 3"..., shortened so the
 * result still fits in 20 characters. Names compare case-insensitively.
 */
export function distinctName(name: string, takenNames: readonly string[]): string {
  const taken = new Set(takenNames.map((taken) => taken.toLocaleLowerCase()));
  if (!taken.has(name.toLocaleLowerCase())) return name;
  for (let number = 2; ; number += 1) {
    const suffix = ` ${number}`;
    const candidate = `${truncateName(name, MAX_NAME_LENGTH - suffix.length)}${suffix}`;
    if (!taken.has(candidate.toLocaleLowerCase())) return candidate;
  }
}
