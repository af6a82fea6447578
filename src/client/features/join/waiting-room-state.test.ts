import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StudentSessionState } from '#shared/contracts/sessions';
import {
  WAITING,
  waitingRoomReducer,
  type WaitingRoomEvent,
  type WaitingRoomState,
} from './waiting-room-state';

function state(phase: StudentSessionState['phase']): StudentSessionState {
  return {
    phase,
    operations: [{ type: 'addition' }, { type: 'division' }],
    student: { progress: { currentOperation: 1 } },
  } as unknown as StudentSessionState;
}

const anyEvent: fc.Arbitrary<WaitingRoomEvent> = fc.oneof(
  fc
    .constantFrom('waiting', 'running', 'stopped' as const)
    .map((phase) => ({ type: 'stateReceived' as const, state: state(phase) })),
  fc.constantFrom('removed', 'ended' as const).map((ending) => ({ type: 'left' as const, ending })),
  fc.constant<WaitingRoomEvent>({ type: 'leaveRequested' }),
);

function play(events: readonly WaitingRoomEvent[]): WaitingRoomState {
  return events.reduce(waitingRoomReducer, WAITING);
}

describe('waitingRoomReducer', () => {
  it("goes to the student's operation when the server says the class runs", () => {
    expect(play([{ type: 'stateReceived', state: state('waiting') }])).toEqual(WAITING);
    expect(play([{ type: 'stateReceived', state: state('running') }])).toEqual({
      kind: 'starting',
      operation: 'division',
    });
  });

  it('takes the student to practice, where their results show, when the class is already stopped', () => {
    expect(play([{ type: 'stateReceived', state: state('stopped') }])).toEqual({
      kind: 'starting',
      operation: 'division',
    });
  });

  it('takes no one to practice after Leave Session, a removal or the end', () => {
    const running = { type: 'stateReceived', state: state('running') } as const;
    expect(play([{ type: 'leaveRequested' }, running])).toEqual({ kind: 'leaving' });
    expect(play([{ type: 'left', ending: 'removed' }, running])).toEqual({ kind: 'removed' });
    expect(play([{ type: 'left', ending: 'ended' }, running])).toEqual({ kind: 'ended' });
  });

  it('keeps the first ending for good, over random event orders', () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 30 }), (events) => {
        let room = WAITING;
        let final: WaitingRoomState | undefined;
        for (const event of events) {
          room = waitingRoomReducer(room, event);
          if (final !== undefined) expect(room).toEqual(final);
          else if (room.kind === 'leaving' || room.kind === 'removed' || room.kind === 'ended')
            final = room;
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('moves on to practice at most once, and only from waiting, over random event orders', () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 30 }), (events) => {
        let room = WAITING;
        for (const event of events) {
          const next = waitingRoomReducer(room, event);
          if (next.kind === 'starting' && next !== room) expect(room.kind).toBe('waiting');
          room = next;
        }
      }),
      { numRuns: 2000 },
    );
  });
});
