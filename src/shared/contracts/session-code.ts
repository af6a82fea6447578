/**
 * Letters and digits a session code is made of: no 0/O, 1/I/L, so a code read off a projector
 * cannot be mistyped as another.
 */
export const SESSION_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Every session code has this many characters. */
export const SESSION_CODE_LENGTH = 6;

/**
 * A code as typed (spaces, lower case) in the form it is stored and looked up in. Nothing is cut
 * off: a code with a character more is no session's, not the session of its first six.
 */
export function normalizeSessionCode(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** What the join form's code field keeps of what is typed into it: at most a code's length. */
export function typedSessionCode(input: string): string {
  return normalizeSessionCode(input).slice(0, SESSION_CODE_LENGTH);
}

const CODE_SHAPE = new RegExp(`^[${SESSION_CODE_ALPHABET}]{${String(SESSION_CODE_LENGTH)}}$`);

/**
 * Whether a normalized code has a session code's shape (SESSION_CODE_LENGTH characters of the
 * alphabet): one that has not is no session's, and the join form says so without asking the
 * server, so a mistyped code never spends the school's allowance of wrong codes.
 */
export function hasSessionCodeShape(code: string): boolean {
  return CODE_SHAPE.test(code);
}
