import { describe, expect, it } from 'vitest';
import {
  BACKUPS_CREATED_PER_ADDRESS_PER_DAY,
  FAILED_BACKUP_LOOKUPS_PER_DAY,
  FAILED_BACKUP_LOOKUPS_PER_MINUTE,
} from './address-limits';
import {
  ASSUMED_MAX_STORED_BACKUPS,
  chanceOfGuessingAWriteToken,
  chanceOfNamingABackup,
  schoolBackupMisses,
} from './backup-guessing';

const YEAR_DAYS = 365;

describe('the odds of finding a class’s backup', () => {
  it('bounds the chance of naming a stored backup by tries times backups over 2^128', () => {
    expect(chanceOfNamingABackup(1, 1)).toBe(2 ** -128);
    expect(chanceOfNamingABackup(2 ** 64, 2 ** 64)).toBe(1);
  });

  it('leaves a guesser at the day’s limit for a century below 1 in 10^20 of naming any backup', () => {
    const tries = FAILED_BACKUP_LOOKUPS_PER_DAY * YEAR_DAYS * 100;
    expect(chanceOfNamingABackup(tries, ASSUMED_MAX_STORED_BACKUPS)).toBeLessThan(1e-20);
  });

  it('leaves a guesser who knows an id below 1 in 10^70 of its write token in a century', () => {
    const tries = FAILED_BACKUP_LOOKUPS_PER_DAY * YEAR_DAYS * 100;
    expect(chanceOfGuessingAWriteToken(tries)).toBeLessThan(1e-70);
  });
});

describe('the limits a school meets', () => {
  it('never holds up a staff room of 15 teachers typing their codes in with a typo each in one minute', () => {
    const misses = schoolBackupMisses({ teachers: 15, restoresPerTeacher: 1, typosPerRestore: 1 });
    expect(misses).toBe(15);
    expect(misses).toBeLessThan(FAILED_BACKUP_LOOKUPS_PER_MINUTE);
  });

  it('never holds up a school of 60 teachers setting up two devices each in a day, a typo each', () => {
    const misses = schoolBackupMisses({ teachers: 60, restoresPerTeacher: 2, typosPerRestore: 1 });
    expect(misses).toBe(120);
    expect(misses).toBeLessThan(FAILED_BACKUP_LOOKUPS_PER_DAY);
  });

  it('bounds what one address can store in a day to 20 backups of 2 MiB', () => {
    expect(BACKUPS_CREATED_PER_ADDRESS_PER_DAY).toBe(20);
  });
});
