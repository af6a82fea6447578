/** What text must contain to be seen: a letter, a digit, a punctuation mark or a symbol. */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;
/** Characters that draw nothing though some are letters (the Hangul fillers, U+3164). */
const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * Whether `text` shows anything: a letter, digit, punctuation mark or symbol that is not one of
 * Unicode's default-ignorable characters. Blanks, marks, joiners and zero-width characters alone
 * show nothing.
 */
export function hasVisibleText(text: string): boolean {
  return VISIBLE.test(text.replace(DEFAULT_IGNORABLE, ''));
}
