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
  const [state, setState] = useState<BackupState>();
  const [busy, setBusy] = useState(false);
  const timer = useRef<number>(undefined);
  const alive = useRef(true);

  /** Runs the work, busy meanwhile, and shows where it left the backup. */
  const settle = useCallback((work: () => Promise<BackupState>) => {
    Promise.resolve()
      .then(() => {
        if (alive.current) setBusy(true);
        return work();
      })
      .then((next) => {
        if (alive.current) setState(next);
      })
      .catch(() => {
        if (alive.current) setState({ kind: 'offline' });
      })
      .finally(() => {
        if (alive.current) setBusy(false);
      });
  }, []);

  // In step when the screen opens, after each change to the classes, and when the network is back.
  useEffect(() => {
    alive.current = true;
    void knownBackupState(classId).then((known) => {
      if (alive.current) setState(known);
    });
    settle(() => syncClassBackup(classId));
    const later = () => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(
        () => settle(() => syncClassBackup(classId)),
        SEND_AFTER_MS,
      );
    };
    const stop = onClassesChanged(later);
    window.addEventListener('online', later);
    return () => {
      alive.current = false;
      stop();
      window.removeEventListener('online', later);
      window.clearTimeout(timer.current);
    };
  }, [classId, settle]);

  return {
    state,
    busy,
    start: () => startClassBackup(classId),
    stop: () => {
      setBusy(true);
      return stopClassBackup(classId)
        .then(() => setState({ kind: 'none' }))
        .finally(() => setBusy(false));
    },
    choose: (chosen: readonly { readonly conflict: NameConflict; readonly name: string }[]) =>
      settle(() => chooseNames(classId, chosen)),
  };
}
