/** The random bits of a backup's id (32 hex characters) and of its write token (64). */
export const BACKUP_ID_BITS = 128;
export const WRITE_TOKEN_BITS = 256;

/**
 * The most backups we assume stored at once, to size the limits on missed backup requests
 * (docs/DECISIONS.md): every teacher of a country keeping a dozen classes, far above any
 * installation's.
 */
export const ASSUMED_MAX_STORED_BACKUPS = 10_000_000;

/**
 * An upper bound of the chance that `wrongTries` ids, however chosen, name at least one of
 * `storedBackups` backups: each try hits with a chance of at most storedBackups / 2^128. Naming
 * one is not reading it: that takes its write token as well.
 */
export function chanceOfNamingABackup(wrongTries: number, storedBackups: number): number {
  return Math.min(1, (wrongTries * storedBackups) / 2 ** BACKUP_ID_BITS);
}

/** An upper bound of the chance that `wrongTries` tokens hit the write token of a known backup. */
export function chanceOfGuessingAWriteToken(wrongTries: number): number {
  return Math.min(1, wrongTries / 2 ** WRITE_TOKEN_BITS);
}

/** A school's teachers typing their recovery codes in on new devices in a period. */
export interface SchoolRestoring {
  readonly teachers: number;
  /** Devices each teacher types a code in on in the period (a new laptop, a cleared browser). */
  readonly restoresPerTeacher: number;
  /**
   * Codes typed wrong per restore that still read as a code and so reach the server (a wrong
   * length or a character outside the code's alphabet is refused by the page itself).
   */
  readonly typosPerRestore: number;
}

/** The requests that miss (404) such a school sends from its one address in the period. */
export function schoolBackupMisses({
  teachers,
  restoresPerTeacher,
  typosPerRestore,
}: SchoolRestoring): number {
  return Math.ceil(teachers * restoresPerTeacher * typosPerRestore);
}
