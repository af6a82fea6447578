import { SESSION_CODE_ALPHABET, SESSION_CODE_LENGTH } from '#shared/contracts/session-code';

/** How many session codes there are: the alphabet's size to the power of the code's length. */
export const SESSION_CODE_SPACE = SESSION_CODE_ALPHABET.length ** SESSION_CODE_LENGTH;

/**
 * The most sessions we assume live at once in one installation, to size the limits on wrong
 * codes (docs/DECISIONS.md): a busy municipality, far above the figures measured per process.
 */
export const ASSUMED_MAX_LIVE_SESSIONS = 2000;

/**
 * An upper bound of the chance that `wrongTries` codes, however chosen, hit at least one of
 * `liveSessions` live codes: each try hits with a chance of at most liveSessions / code space,
 * and the chance of any hit is at most the sum over the tries.
 */
export function chanceOfGuessingALiveCode(wrongTries: number, liveSessions: number): number {
  return Math.min(1, (wrongTries * liveSessions) / SESSION_CODE_SPACE);
}

/** A school's use of the join form: how many students type a new code how often, and how badly. */
export interface SchoolJoining {
  readonly students: number;
  /** New codes each student types in the period (one per lesson that uses the app). */
  readonly joinsPerStudent: number;
  /** Wrong codes a student types on average before the right one. */
  readonly typosPerJoin: number;
}

/** The wrong codes such a school sends from its one address in the period. */
export function schoolWrongCodes({
  students,
  joinsPerStudent,
  typosPerJoin,
}: SchoolJoining): number {
  return Math.ceil(students * joinsPerStudent * typosPerJoin);
}
