import type { TeacherSessionState } from '#shared/contracts/sessions';

/** A teacher action; each has its own SPEC §8 failure message. */
export type TeacherAction =
  | 'start'
  | 'stop'
  | 'end'
  | 'update'
  | 'next'
  | 'lock'
  | 'remove'
  | 'removeMany'
  | 'focus'
  | 'anotherRound';

/** What the teacher's screens know of their session. */
export interface TeacherSessionView {
  /** The newest full state the server sent; undefined before the first. */
  readonly session: TeacherSessionState | undefined;
  /** This device's clock when `session` arrived, to set the server's clock against. */
  readonly receivedAt: number;
  /** The number of `session` among the states received (see TeacherSessionEvent). */
  readonly shownOrder: number;
  /** The actions sent and not yet answered, oldest first. */
  readonly inFlight: readonly TeacherAction[];
  /** The last action that failed, until the teacher tries another. */
  readonly failed: TeacherAction | undefined;
  /** Why it failed, in the teacher's language, when the reply said (the server's message). */
  readonly failedReason: string | undefined;
  /** The session ended or the server no longer knows it: nothing changes the view again. */
  readonly ended: boolean;
}

/** What happens to the teacher's view: the server's replies, live events and the teacher's actions. */
export type TeacherSessionEvent =
  /**
   * A full state, from the live channel (each (re)connect, each stop) or an action's reply. States
   * are numbered 1, 2, 3... as they arrive (`order`); a reply carries the number of the last state
   * received when its action was sent (`sentAfter`).
   */
  | {
      readonly type: 'stateReceived';
      readonly state: TeacherSessionState;
      readonly at: number;
      readonly order: number;
      readonly sentAfter?: number;
    }
  | { readonly type: 'actionStarted'; readonly action: TeacherAction }
  | { readonly type: 'actionSucceeded'; readonly action: TeacherAction }
  /** The action failed for a reason that leaves the session as it was (no connection, 409...). */
  | { readonly type: 'actionFailed'; readonly action: TeacherAction; readonly reason?: string }
  /** The session ended, here or elsewhere, or a reply said it is gone. */
  | { readonly type: 'sessionGone' };

/** The view before the server has said anything. */
export const INITIAL_TEACHER_SESSION: TeacherSessionView = {
  session: undefined,
  receivedAt: 0,
  shownOrder: 0,
  inFlight: [],
  failed: undefined,
  failedReason: undefined,
  ended: false,
};

/** The action the screens show as busy: the last one sent that is still unanswered. */
export function busyAction(view: TeacherSessionView): TeacherAction | undefined {
  return view.inFlight.at(-1);
}

/**
 * True when a state received is newer than the one shown. The reply to an action sent after the
 * shown state arrived is newer by cause, whatever the clocks say; otherwise the server's clock
 * decides (`serverNowMs`, the later one on a tie): the live channel and the replies arrive by
 * different ways, so a snapshot taken before a stop can come after the stop's reply, and must not
 * show the class running again. Two server processes' clocks are compared only in the second
 * case, where a skew between them can at worst show an older state, or hold a newer one back,
 * until the next state comes.
 */
function isNewerState(
  view: TeacherSessionView,
  state: TeacherSessionState,
  sentAfter: number | undefined,
): boolean {
  if (view.session === undefined) return true;
  if (sentAfter !== undefined && sentAfter >= view.shownOrder) return true;
  return state.serverNowMs >= view.session.serverNowMs;
}

/**
 * The teacher's view after an event: a newer full state replaces the one shown (isNewerState),
 * actions are busy until answered. Once the session is gone, the view stays as it is.
 */
export function teacherSessionReducer(
  view: TeacherSessionView,
  event: TeacherSessionEvent,
): TeacherSessionView {
  if (view.ended) return view;
  switch (event.type) {
    case 'stateReceived':
      if (!isNewerState(view, event.state, event.sentAfter)) return view;
      return { ...view, session: event.state, receivedAt: event.at, shownOrder: event.order };
    case 'actionStarted':
      return {
        ...view,
        inFlight: [...view.inFlight, event.action],
        failed: undefined,
        failedReason: undefined,
      };
    case 'actionSucceeded':
      return { ...view, inFlight: withoutOne(view.inFlight, event.action) };
    case 'actionFailed':
      return {
        ...view,
        inFlight: withoutOne(view.inFlight, event.action),
        failed: event.action,
        failedReason: event.reason,
      };
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
