import type { TeacherSessionState } from '#shared/contracts/sessions';

/** A teacher action; each has its own SPEC §8 failure message. */
export type TeacherAction =
  'start' | 'stop' | 'end' | 'update' | 'next' | 'lock' | 'remove' | 'focus' | 'anotherRound';

/** What the teacher's screens know of their session. */
export interface TeacherSessionView {
  /** The newest full state the server sent; undefined before the first. */
  readonly session: TeacherSessionState | undefined;
  /** This device's clock when `session` arrived, to set the server's clock against. */
  readonly receivedAt: number;
  /** The actions sent and not yet answered, oldest first. */
  readonly inFlight: readonly TeacherAction[];
  /** The last action that failed, until the teacher tries another. */
  readonly failed: TeacherAction | undefined;
  /** The session ended or the server no longer knows it: nothing changes the view again. */
  readonly ended: boolean;
}

/** What happens to the teacher's view: the server's replies, live events and the teacher's actions. */
export type TeacherSessionEvent =
  /** A full state, from the live channel (each (re)connect, each stop) or an action's reply. */
  | { readonly type: 'stateReceived'; readonly state: TeacherSessionState; readonly at: number }
  /** The server moved the class to another step: shown at once, before its full state comes. */
  | { readonly type: 'stepMoved'; readonly currentOperationIndex: number }
  | { readonly type: 'actionStarted'; readonly action: TeacherAction }
  | { readonly type: 'actionSucceeded'; readonly action: TeacherAction }
  /** The action failed for a reason that leaves the session as it was (no connection, 409...). */
  | { readonly type: 'actionFailed'; readonly action: TeacherAction }
  /** The session ended, here or elsewhere, or a reply said it is gone. */
  | { readonly type: 'sessionGone' };

/** The view before the server has said anything. */
export const INITIAL_TEACHER_SESSION: TeacherSessionView = {
  session: undefined,
  receivedAt: 0,
  inFlight: [],
  failed: undefined,
  ended: false,
};

/** The action the screens show as busy: the last one sent that is still unanswered. */
export function busyAction(view: TeacherSessionView): TeacherAction | undefined {
  return view.inFlight.at(-1);
}

/**
 * The teacher's view after an event. A full state replaces the one shown unless the server built
 * it before that one (an older `serverNow`): the live channel and the replies to actions arrive
 * by different ways, so a snapshot taken before a stop can come after the stop's reply, and must
 * not show the class running again. Once the session is gone, the view stays as it is.
 */
export function teacherSessionReducer(
  view: TeacherSessionView,
  event: TeacherSessionEvent,
): TeacherSessionView {
  if (view.ended) return view;
  switch (event.type) {
    case 'stateReceived':
      if (view.session !== undefined && event.state.serverNow < view.session.serverNow) return view;
      return { ...view, session: event.state, receivedAt: event.at };
    case 'stepMoved':
      return view.session === undefined
        ? view
        : {
            ...view,
            session: { ...view.session, currentOperationIndex: event.currentOperationIndex },
          };
    case 'actionStarted':
      return { ...view, inFlight: [...view.inFlight, event.action], failed: undefined };
    case 'actionSucceeded':
      return { ...view, inFlight: withoutOne(view.inFlight, event.action) };
    case 'actionFailed':
      return { ...view, inFlight: withoutOne(view.inFlight, event.action), failed: event.action };
    case 'sessionGone':
      return { ...view, inFlight: [], ended: true };
  }
}

/** The list without one `action`, the first of its kind sent. */
function withoutOne(
  inFlight: readonly TeacherAction[],
  action: TeacherAction,
): readonly TeacherAction[] {
  const index = inFlight.indexOf(action);
  return index === -1 ? inFlight : inFlight.filter((_, at) => at !== index);
}
