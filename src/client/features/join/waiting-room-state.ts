import type { StudentSessionState } from '#shared/contracts/sessions';
import type { MathOperation } from '#shared/maths/operations';
import { belongsOnPractice } from '#client/features/class/class-phase';

/** What the waiting room shows or does next. */
export type WaitingRoomState =
  | { readonly kind: 'waiting' }
  /**
   * The teacher started: the student goes to practise this operation (or to their results there,
   * when the class is already stopped).
   */
  | { readonly kind: 'starting'; readonly operation: MathOperation }
  /** The student pressed Leave Session: nothing takes them to practice any more. */
  | { readonly kind: 'leaving' }
  | { readonly kind: 'removed' }
  | { readonly kind: 'ended' };

/** What reaches the waiting room: the server's state, the place in the class ending, Leave. */
export type WaitingRoomEvent =
  | { readonly type: 'stateReceived'; readonly state: StudentSessionState }
  | { readonly type: 'left'; readonly ending: 'removed' | 'ended' }
  | { readonly type: 'leaveRequested' };

/** The waiting room before the server has said anything. */
export const WAITING: WaitingRoomState = { kind: 'waiting' };

/**
 * The waiting room as a pure reducer. Only a student still waiting moves on: a start that arrives
 * after Leave Session, a removal or the end of the session takes no one to practice, and a
 * removal or the end is final.
 */
export function waitingRoomReducer(
  room: WaitingRoomState,
  event: WaitingRoomEvent,
): WaitingRoomState {
  switch (event.type) {
    case 'stateReceived': {
      if (room.kind !== 'waiting' || !belongsOnPractice(event.state.phase)) return room;
      const { operations, student } = event.state;
      const current = operations[student.progress.currentOperation] ?? operations[0];
      return { kind: 'starting', operation: current?.type ?? 'addition' };
    }
    case 'left':
      return room.kind === 'waiting' || room.kind === 'starting' ? { kind: event.ending } : room;
    case 'leaveRequested':
      return room.kind === 'waiting' ? { kind: 'leaving' } : room;
  }
}
