import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { v7 as timeOrderedUuid } from 'uuid';
import { SESSION_CODE_ALPHABET, SESSION_CODE_LENGTH } from '#shared/contracts/session-code';

/** A secret for a teacher or a student: 256 random bits, URL-safe. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a token (SHA-256, hex). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** True when the token hashes to the stored hash; compared in constant time. */
export function tokenMatches(token: string, storedHash: string): boolean {
  const actual = Buffer.from(hashToken(token), 'hex');
  const expected = Buffer.from(storedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A random identifier for a stored row. */
export function newId(): string {
  return randomUUID();
}

/**
 * A random identifier that begins with the time (a version 7 UUID, 74 random bits), for rows
 * stored many a second: each lands after the last in the index of ids, so the writes of one
 * moment share its pages instead of each touching a page of its own.
 */
export function newTimeOrderedId(): string {
  return timeOrderedUuid();
}

/**
 * The greatest id newTimeOrderedId gives at `atMs` or before: every such id sorts at or below it
 * (as text, in any collation, since all have their hyphens in the same places), every later one
 * above it. A version 7 UUID begins with its time in milliseconds, 12 hexadecimal digits.
 */
export function timeOrderedIdsThrough(atMs: number): string {
  const time = Math.max(0, Math.floor(atMs)).toString(16).padStart(12, '0');
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-ffff-ffff-ffffffffffff`;
}

/** A random 6-character session code from the look-alike-free alphabet. */
export function newSessionCode(): string {
  return Array.from(
    { length: SESSION_CODE_LENGTH },
    () => SESSION_CODE_ALPHABET[randomInt(SESSION_CODE_ALPHABET.length)],
  ).join('');
}

/** A random 32-bit seed for the maths core. */
export function newSeed(): number {
  return randomInt(0, 2 ** 32 - 1);
}
