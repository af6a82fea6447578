import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { StudentSummary } from '#shared/contracts/sessions';
import { STUDENT_LIST_POLL_MS, STUDENT_LIST_REFRESH_MS } from '#shared/contracts/socket-events';
import { useServerState } from './use-server-state';
import {
  EMPTY_PUPIL_LIST,
  pupilsShown,
  withEvent,
  withFetched,
  type PupilChange,
  type PupilList,
} from '../model/pupil-list';

type Action =
  | { readonly type: 'event'; readonly change: PupilChange | undefined }
  | {
      readonly type: 'fetched';
      readonly students: readonly StudentSummary[];
      readonly readAfter: number;
    };

function reduce(list: PupilList, action: Action): PupilList {
  return action.type === 'event'
    ? withEvent(list, action.change)
    : withFetched(list, action.students, action.readAfter);
}

/** The pupil list of the teacher's dashboard, and what tells it of changes. */
export interface PupilListView {
  readonly students: readonly StudentSummary[];
  /** A live event changed the list; its row change, if any, shows at once. */
  readonly heard: (change?: PupilChange) => void;
  /** The number of the last event heard: pass it with a list whose read begins now. */
  readonly lastHeard: () => number;
  /** A list read from the server whose read began after event number `readAfter`. */
  readonly received: (students: readonly StudentSummary[], readAfter: number) => void;
}

/**
 * The teacher's pupil list as server state: read with `fetchList` at once, then again whenever a
 * live event marks it stale, at most once per STUDENT_LIST_REFRESH_MS (useServerState), and at
 * least every STUDENT_LIST_POLL_MS (SPEC §9). Events' own rows show until a newer read arrives
 * (pupil-list.ts decides how the two combine).
 */
export function usePupilList(fetchList: () => Promise<readonly StudentSummary[]>): PupilListView {
  const [list, dispatch] = useReducer(reduce, EMPTY_PUPIL_LIST);
  const lastHeardRef = useRef(0);

  const heard = useCallback((change?: PupilChange) => {
    lastHeardRef.current += 1;
    dispatch({ type: 'event', change });
  }, []);
  const lastHeard = useCallback(() => lastHeardRef.current, []);
  const received = useCallback((students: readonly StudentSummary[], readAfter: number) => {
    dispatch({ type: 'fetched', students, readAfter });
  }, []);

  const fetchMarked = useCallback(async () => {
    const readAfter = lastHeardRef.current;
    return { students: await fetchList(), readAfter };
  }, [fetchList]);
  const fetched = useServerState(fetchMarked, list.heard, STUDENT_LIST_REFRESH_MS);
  useEffect(() => {
    if (fetched !== undefined) received(fetched.students, fetched.readAfter);
  }, [fetched, received]);

  useEffect(() => {
    const floor = window.setInterval(() => heard(), STUDENT_LIST_POLL_MS);
    return () => window.clearInterval(floor);
  }, [heard]);

  const students = useMemo(() => pupilsShown(list), [list]);
  return { students, heard, lastHeard, received };
}
