import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { StudentSummary } from '#shared/contracts/sessions';
import { STUDENT_LIST_POLL_MS, STUDENT_LIST_REFRESH_MS } from '#shared/contracts/socket-events';
import { useServerState } from './use-server-state';
import {
  EMPTY_STUDENT_LIST,
  studentsShown,
  withEvent,
  withFetched,
  type StudentChange,
  type StudentList,
} from '../model/student-list';

type Action =
  | { readonly type: 'event'; readonly change: StudentChange | undefined }
  | {
      readonly type: 'fetched';
      readonly students: readonly StudentSummary[];
      readonly readAfter: number;
    };

function reduce(list: StudentList, action: Action): StudentList {
  return action.type === 'event'
    ? withEvent(list, action.change)
    : withFetched(list, action.students, action.readAfter);
}

/** The student list of the teacher's dashboard, and what tells it of changes. */
export interface StudentListView {
  readonly students: readonly StudentSummary[];
  /** A live event changed the list; its row change, if any, shows at once. */
  readonly heard: (change?: StudentChange) => void;
  /** The number of the last event heard: pass it with a list whose read begins now. */
  readonly lastHeard: () => number;
  /** A list read from the server whose read began after event number `readAfter`. */
  readonly received: (students: readonly StudentSummary[], readAfter: number) => void;
}

/**
 * The teacher's student list as server state: read with `fetchList` at once, then again whenever a
 * live event marks it stale, at most once per STUDENT_LIST_REFRESH_MS (useServerState), and at
 * least every STUDENT_LIST_POLL_MS (SPEC §9). Events' own rows show until a newer read arrives
 * (student-list.ts decides how the two combine).
 */
export function useStudentList(
  fetchList: () => Promise<readonly StudentSummary[]>,
): StudentListView {
  const [list, dispatch] = useReducer(reduce, EMPTY_STUDENT_LIST);
  const lastHeardRef = useRef(0);

  const heard = useCallback((change?: StudentChange) => {
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

  const students = useMemo(() => studentsShown(list), [list]);
  return { students, heard, lastHeard, received };
}
