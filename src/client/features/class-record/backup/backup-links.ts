import * as v from 'valibot';
import { defineCollection } from '#client/lib/device-database';
import type { ClassRecord } from '../model/class-record';
import type { NameConflict } from '../model/merge-class-copies';
import { classRecordSchema } from '../stores/class-store';

/**
 * What the device knows of a class's backup on the server: the recovery code (the key stays on
 * the teacher's devices only), the version it last saw, and the copy both last agreed on, from
 * which the next merge tells what changed where.
 */
export interface BackupLink {
  readonly classId: string;
  /** The recovery code as written for the teacher ("7K3M-QX2A-…"). */
  readonly code: string;
  readonly version: number;
  /** The class as the server's copy held it at `version`. */
  readonly base: ClassRecord;
  /** When the device last sent or read the backup, milliseconds since 1970. */
  readonly savedAt: number;
  /** Names both copies changed apart, waiting for the teacher's choice; nothing is sent meanwhile. */
  readonly conflicts: readonly NameConflict[];
  /** The server no longer had the backup: the device stops asking for it. */
  readonly gone?: boolean;
}

const conflictSchema = v.variant('kind', [
  v.object({ kind: v.literal('className'), ours: v.string(), theirs: v.string() }),
  v.object({
    kind: v.literal('pupilName'),
    pupilId: v.string(),
    ours: v.string(),
    theirs: v.string(),
  }),
]);

/** The links of the device's classes to their backups, one per class, by the class's id. */
export const backupLinks = defineCollection<BackupLink>({
  store: 'classBackups',
  version: 1,
  schema: v.object({
    classId: v.string(),
    code: v.string(),
    version: v.pipe(v.number(), v.integer(), v.minValue(1)),
    base: classRecordSchema,
    savedAt: v.number(),
    conflicts: v.array(conflictSchema),
    gone: v.optional(v.boolean()),
  }),
});
