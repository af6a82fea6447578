import * as v from 'valibot';
import type { ClassRecord } from '../model/class-record';
import { classRecordSchema } from './class-store';

/** A class file larger than this is not read (a class of 30 after 40 lessons is about 0.5 MB). */
export const CLASS_FILE_MAX_BYTES = 4 * 1024 * 1024;

const classFileSchema = v.object({
  app: v.literal('mattemester'),
  kind: v.literal('class'),
  version: v.literal(1),
  class: classRecordSchema,
});

/** The class as the text of an export file, to move to another device or keep as a copy. */
export function classFileText(record: ClassRecord): string {
  return JSON.stringify({ app: 'mattemester', kind: 'class', version: 1, class: record });
}

/** Why a file could not be read as a class. */
export type ClassFileProblem = 'tooLarge' | 'notAClass';

/** The class in an export file's text, or why it is none. */
export function classFromFile(text: string): ClassRecord | ClassFileProblem {
  if (text.length > CLASS_FILE_MAX_BYTES) return 'tooLarge';
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return 'notAClass';
  }
  const result = v.safeParse(classFileSchema, parsed);
  return result.success ? result.output.class : 'notAClass';
}

/**
 * The file name of a class's export: the class's name (its letters and digits, any alphabet) and
 * the day; every other character, such as a slash, becomes a hyphen.
 */
export function classFileName(record: ClassRecord, nowMs: number): string {
  const name = record.name
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}_-]+/gu, '-')
    .replace(/^-+|-+$/gu, '');
  const day = new Date(nowMs).toISOString().slice(0, 10);
  return `mattemester-${name === '' ? 'class' : name}-${day}.json`;
}
