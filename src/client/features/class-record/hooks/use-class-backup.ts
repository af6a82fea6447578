import { useCallback, useEffect, useRef, useState } from 'react';
import { onClassesChanged } from '../stores/class-changes';
import {
  chooseNames,
  knownBackupState,
  startClassBackup,
  stopClassBackup,
  syncClassBackup,
  type BackupState,
} from '../backup/class-backup';
import type { NameConflict } from '../model/merge-class-copies';

/** A class's backup as its screen uses it. */
export interface ClassBackup {
  /** Undefined until the device's own knowledge of it is read. */
  readonly state: BackupState | undefined;
  readonly busy: boolean;
  /** Starts keeping the class on the server; resolves to the new recovery code. */
  readonly start: () => Promise<string>;
  /** Deletes the server's copy and forgets the code on this device. */
  readonly stop: () => Promise<void>;
  /** The teacher's names for the conflicts of a merge; the class is then sent. */
  readonly choose: (
    chosen: readonly { readonly conflict: NameConflict; readonly name: string }[],
  ) => void;
}

/** How long after a change the class is sent, so that a burst of changes is sent once. */
const SEND_AFTER_MS = 1500;

/** The class's backup for its screen: where it stands, kept in step while the screen is open. */
export function useClassBackup(classId: string): ClassBackup {
  const [shown, setShown] = useState<{ classId: string; state: BackupState }>();
  const [busy, setBusy] = useState(false);
  const timer = useRef<number>(undefined);
  /** The class the screen shows now: what work for another class finds is not shown. */
  const showing = useRef<string | undefined>(classId);

  /** Runs the work for the class, busy meanwhile, and shows where it left the backup. */
  const settle = useCallback((forClass: string, work: () => Promise<BackupState>) => {
    const current = () => showing.current === forClass;
    Promise.resolve()
      .then(() => {
        if (current()) setBusy(true);
        return work();
      })
      .then((next) => {
        if (current()) setShown({ classId: forClass, state: next });
      })
      .catch(() => {
        if (current()) setShown({ classId: forClass, state: { kind: 'offline' } });
      })
      .finally(() => {
        if (current()) setBusy(false);
      });
  }, []);

  // In step when the screen opens, after each change to the classes, and when the network is back.
  useEffect(() => {
    showing.current = classId;
    knownBackupState(classId).then(
      (known) => {
        if (showing.current === classId) setShown({ classId, state: known });
      },
      () => undefined,
    );
    settle(classId, () => syncClassBackup(classId));
    const later = () => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(
        () => settle(classId, () => syncClassBackup(classId)),
        SEND_AFTER_MS,
      );
    };
    const stop = onClassesChanged(later);
    window.addEventListener('online', later);
    return () => {
      showing.current = undefined;
      stop();
      window.removeEventListener('online', later);
      window.clearTimeout(timer.current);
    };
  }, [classId, settle]);

  const state = shown?.classId === classId ? shown.state : undefined;
  return {
    state,
    busy,
    start: () => startClassBackup(classId),
    stop: () => {
      setBusy(true);
      return stopClassBackup(classId)
        .then(() => setShown({ classId, state: { kind: 'none' } }))
        .finally(() => setBusy(false));
    },
    choose: (chosen: readonly { readonly conflict: NameConflict; readonly name: string }[]) =>
      settle(classId, () => chooseNames(classId, chosen)),
  };
}
