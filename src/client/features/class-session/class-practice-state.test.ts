import { describe, expect, it } from 'vitest';
import { JOIN_QUESTION_SHOW_MS } from '#shared/contracts/join-question-time';
import { canGiveAnswer, classPracticeReducer, initialClassPractice } from './class-practice-state';
import type { ClassPracticeEvent, ClassPracticeState } from './class-practice-types';
import { answer, play, problem, reply, serverState, stats } from './test-class-practice';

/** The state after these events, from the given one. */
function playFrom(state: ClassPracticeState, events: readonly ClassPracticeEvent[]) {
  return events.reduce(classPracticeReducer, state);
}

describe('classPracticeReducer', () => {
  it('waits for the start, then asks for a question and shows it', () => {
    const waiting = play([{ type: 'stateReceived', state: serverState('waiting'), at: 0 }]);
    expect(waiting.screen).toEqual({ kind: 'waiting' });
    expect(waiting.wantsProblem).toBe(false);
    const started = classPracticeReducer(waiting, {
      type: 'started',
      endsAtMs: 61_000,
      serverNowMs: 1000,
      at: 5,
    });
    expect(started.wantsProblem).toBe(true);
    expect(started.deadline).toEqual({ endsAtMs: 61_000, serverNowMs: 1000, receivedAt: 5 });
    const shown = play([
      { type: 'problemRequested' },
      { type: 'problemShown', problem: problem('p1') },
    ]);
    expect(shown).toMatchObject({ screen: { kind: 'practice' }, problem: { problemId: 'p1' } });
  });

  it('shows the question the join issued at once and keeps it when the first state says the class runs', () => {
    const handed = initialClassPractice(undefined, { problem: problem('j1'), atMs: 0 }, 10);
    expect(handed).toMatchObject({ screen: { kind: 'practice' }, problem: { problemId: 'j1' } });
    const kept = classPracticeReducer(handed, {
      type: 'stateReceived',
      state: serverState('running'),
      at: 60_000,
    });
    expect(kept).toMatchObject({
      screen: { kind: 'practice' },
      problem: { problemId: 'j1' },
      wantsProblem: false,
      joinProblem: undefined,
    });
  });

  it('lets the student answer the join’s question before the live connection opens', () => {
    const handed = initialClassPractice(undefined, { problem: problem('j1'), atMs: 0 }, 10);
    const given = classPracticeReducer(handed, {
      type: 'answerGiven',
      answer: { ...answer, problemId: 'j1' },
    });
    expect(given.pending?.problemId).toBe('j1');
    const judged = classPracticeReducer(given, {
      type: 'verdictReceived',
      answer: { ...answer, problemId: 'j1' },
      reply: reply(problem('p2')),
    });
    const next = classPracticeReducer(judged, { type: 'nextRequested' });
    expect(next.problem?.problemId).toBe('p2');
    const kept = classPracticeReducer(next, {
      type: 'stateReceived',
      state: serverState('running'),
      at: 0,
    });
    expect(kept).toMatchObject({ problem: { problemId: 'p2' }, wantsProblem: false });
  });

  it('shows the choice that counted when another tab answered the question first', () => {
    const handed = initialClassPractice(undefined, { problem: problem('j1'), atMs: 0 }, 10);
    const wrongTap = { ...answer, problemId: 'j1', choiceIndex: 2 };
    const given = classPracticeReducer(handed, { type: 'answerGiven', answer: wrongTap });
    const judged = classPracticeReducer(given, {
      type: 'verdictReceived',
      answer: wrongTap,
      reply: { ...reply(null), answered: { choiceIndex: 1, typedAnswer: null } },
    });
    expect(judged.verdict).toMatchObject({ choiceIndex: 1, correctIndex: 1, isCorrect: true });
  });

  it('shows the tap when the server names no answer (a reply of an older server)', () => {
    const judged = play([{ type: 'verdictReceived', answer, reply: reply(null) }]);
    expect(judged.verdict).toMatchObject({ choiceIndex: 1, typedAnswer: null });
  });

  it('keeps the verdict’s figures when the first state was read before that answer counted', () => {
    const handed = initialClassPractice(undefined, { problem: problem('j1'), atMs: 0 }, 10);
    const given = classPracticeReducer(handed, {
      type: 'answerGiven',
      answer: { ...answer, problemId: 'j1' },
    });
    const judged = classPracticeReducer(given, {
      type: 'verdictReceived',
      answer: { ...answer, problemId: 'j1' },
      reply: reply(problem('p2'), false, 1),
    });
    const late = classPracticeReducer(judged, {
      type: 'stateReceived',
      state: serverState('running', {}, false, 0),
      at: 0,
    });
    expect(late.stats.questionsAnswered).toBe(1);
    expect(late.issuedNext?.problemId).toBe('p2');
  });

  it('asks for a new question at once when the join’s question is refused before the live connection opens', () => {
    const handed = initialClassPractice(undefined, { problem: problem('j1'), atMs: 0 }, 10);
    const given = classPracticeReducer(handed, {
      type: 'answerGiven',
      answer: { ...answer, problemId: 'j1' },
    });
    const refused = classPracticeReducer(given, { type: 'answerRefused', reason: 'gone' });
    expect(refused).toMatchObject({ problem: undefined, wantsProblem: true, refusal: 'gone' });
    const late = classPracticeReducer(given, { type: 'answerRefused', reason: 'late' });
    expect(late).toMatchObject({ problem: undefined, wantsProblem: false, refusal: 'late' });
    const fetched = classPracticeReducer(
      classPracticeReducer(refused, { type: 'problemRequested' }),
      { type: 'problemShown', problem: problem('p2') },
    );
    const kept = classPracticeReducer(fetched, {
      type: 'stateReceived',
      state: serverState('running'),
      at: 0,
    });
    expect(kept).toMatchObject({ problem: { problemId: 'p2' }, wantsProblem: false });
  });

  it('stays on the finished results when a state read before the last answer says otherwise', () => {
    const shown = play([{ type: 'problemShown', problem: problem('p1') }]);
    const given = classPracticeReducer(shown, { type: 'answerGiven', answer });
    const judged = classPracticeReducer(given, {
      type: 'verdictReceived',
      answer,
      reply: reply(null, true, 1),
    });
    const finished = classPracticeReducer(judged, { type: 'nextRequested' });
    expect(finished.screen).toEqual({ kind: 'results', reason: 'finished' });
    const stale = classPracticeReducer(finished, {
      type: 'stateReceived',
      state: serverState('running', {}, false, 0),
      at: 0,
    });
    expect(stale).toMatchObject({ screen: { kind: 'results', reason: 'finished' } });
    expect(stale.wantsProblem).toBe(false);
  });

  it('asks for a question instead of the join’s when the screen comes up too late to show it', () => {
    const late = initialClassPractice(
      undefined,
      { problem: problem('j1'), atMs: 0 },
      JOIN_QUESTION_SHOW_MS + 1,
    );
    expect(late).toMatchObject({ screen: { kind: 'connecting' }, problem: undefined });
    const running = classPracticeReducer(late, {
      type: 'stateReceived',
      state: serverState('running'),
      at: 0,
    });
    expect(running).toMatchObject({ problem: undefined, wantsProblem: true });
  });

  it('takes the join’s question away when the first live event is anything but a running class', () => {
    const handed = initialClassPractice(undefined, { problem: problem('j1'), atMs: 0 });
    const stopped = classPracticeReducer(handed, { type: 'stopped', reason: 'teacher-stopped' });
    expect(stopped.screen).toEqual({ kind: 'results', reason: 'teacher-stopped' });
    const restarted = classPracticeReducer(stopped, {
      type: 'stateReceived',
      state: serverState('running'),
      at: 0,
    });
    expect(restarted).toMatchObject({ problem: undefined, wantsProblem: true });
    const waiting = classPracticeReducer(handed, {
      type: 'stateReceived',
      state: serverState('waiting'),
      at: 0,
    });
    expect(waiting).toMatchObject({ screen: { kind: 'waiting' }, joinProblem: undefined });
    const kept = initialClassPractice(answer, { problem: problem('j1'), atMs: 0 });
    expect(kept).toMatchObject({ screen: { kind: 'connecting' }, joinProblem: undefined });
  });

  it('gives an answer once, shows the verdict, and goes to the question that came with it', () => {
    const shown = play([{ type: 'problemShown', problem: problem('p1') }]);
    const given = classPracticeReducer(shown, { type: 'answerGiven', answer });
    expect(given.pending).toEqual(answer);
    const again = classPracticeReducer(given, {
      type: 'answerGiven',
      answer: { ...answer, choiceIndex: 2 },
    });
    expect(again.pending).toEqual(answer);
    const judged = classPracticeReducer(given, {
      type: 'verdictReceived',
      answer,
      reply: reply(problem('p2', 2)),
    });
    expect(judged).toMatchObject({
      pending: undefined,
      verdict: { choiceIndex: 1, correctIndex: 1, correctAnswer: 7, isCorrect: true },
      stats,
    });
    expect(classPracticeReducer(judged, { type: 'answerGiven', answer }).pending).toBeUndefined();
    const next = classPracticeReducer(judged, { type: 'nextRequested' });
    expect(next).toMatchObject({ problem: { problemId: 'p2' }, verdict: undefined });
    expect(next.wantsProblem).toBe(false);
  });

  it('shows the results after the last verdict, and asks for a question when none came', () => {
    const shown = play([
      { type: 'problemShown', problem: problem('p1') },
      { type: 'answerGiven', answer },
    ]);
    const last = classPracticeReducer(shown, {
      type: 'verdictReceived',
      answer,
      reply: reply(null, true),
    });
    expect(classPracticeReducer(last, { type: 'nextRequested' }).screen).toEqual({
      kind: 'results',
      reason: 'finished',
    });
    const noneCame = classPracticeReducer(shown, {
      type: 'verdictReceived',
      answer,
      reply: reply(null, false),
    });
    expect(classPracticeReducer(noneCame, { type: 'nextRequested' }).wantsProblem).toBe(true);
  });

  it('lets the server state decide on a reconnect, and keeps an answer on its way', () => {
    const stopped = play([
      {
        type: 'stateReceived',
        state: serverState('stopped', { stopReason: 'completed' }),
        at: 0,
      },
    ]);
    expect(stopped.screen).toEqual({ kind: 'results', reason: 'exam-ended' });
    const finished = play([
      { type: 'stateReceived', state: serverState('running', {}, true), at: 0 },
    ]);
    expect(finished.screen).toEqual({ kind: 'results', reason: 'finished' });
    const running = play([{ type: 'stateReceived', state: serverState('running'), at: 0 }]);
    expect(running.wantsProblem).toBe(true);
    const afterReload = play(
      [{ type: 'stateReceived', state: serverState('running'), at: 0 }],
      answer,
    );
    expect(afterReload).toMatchObject({ pending: answer, wantsProblem: false });
  });

  it('keeps the open question on screen through a reconnect, and counts an answer given meanwhile once', () => {
    const shown = play([
      { type: 'stateReceived', state: serverState('running'), at: 0 },
      { type: 'problemRequested' },
      { type: 'problemShown', problem: problem('p1') },
    ]);
    const reconnected = playFrom(shown, [
      { type: 'stateReceived', state: serverState('running'), at: 0 },
      { type: 'problemRequested' },
    ]);
    expect(reconnected.problem).toBe(shown.problem);
    expect(canGiveAnswer(reconnected)).toBe(true);
    const judged = playFrom(reconnected, [
      { type: 'answerGiven', answer },
      { type: 'verdictReceived', answer, reply: reply(problem('p2', 2)) },
      { type: 'problemShown', problem: problem('p1') },
    ]);
    expect(judged).toMatchObject({ problem: { problemId: 'p1' }, verdict: { isCorrect: true } });
    expect(canGiveAnswer(judged)).toBe(false);
  });

  it('moves the open question to its new place in the lesson when the teacher adds an operation', () => {
    const shown = play([
      { type: 'stateReceived', state: serverState('running'), at: 0 },
      { type: 'problemRequested' },
      { type: 'problemShown', problem: problem('p1', 3) },
      { type: 'answerGiven', answer: { ...answer, problemId: 'p1' } },
    ]);
    const moved = playFrom(shown, [
      { type: 'problemShown', problem: { ...problem('p1', 3), totalQuestions: 20 } },
    ]);
    expect(moved.problem).toMatchObject({ problemId: 'p1', questionNumber: 3, totalQuestions: 20 });
    expect(moved.pending).toBe(shown.pending);
  });

  it('never brings back a question answered while it was asked for again', () => {
    const shown = play([
      { type: 'stateReceived', state: serverState('running'), at: 0 },
      { type: 'problemRequested', ask: 1 },
      { type: 'problemShown', problem: problem('p1'), ask: 1 },
      { type: 'stateReceived', state: serverState('running'), at: 0 },
      { type: 'problemRequested', ask: 2 },
      { type: 'answerGiven', answer },
    ]);
    const replyFirst = playFrom(shown, [
      { type: 'problemShown', problem: problem('p2', 2), ask: 2 },
      { type: 'verdictReceived', answer, reply: reply(problem('p2', 2)) },
    ]);
    expect(replyFirst).toMatchObject({
      problem: { problemId: 'p1' },
      verdict: { isCorrect: true },
    });
    const replyLast = playFrom(shown, [
      { type: 'verdictReceived', answer, reply: reply(problem('p2', 2)) },
      { type: 'nextRequested' },
      { type: 'problemShown', problem: problem('p1'), ask: 2 },
    ]);
    expect(replyLast.problem?.problemId).toBe('p2');
    expect(canGiveAnswer(replyLast)).toBe(true);
  });

  it('takes a question the server no longer asks off the screen, and keeps one refused as late', () => {
    const given = play([
      { type: 'stateReceived', state: serverState('running'), at: 0 },
      { type: 'problemRequested', ask: 1 },
      { type: 'problemShown', problem: problem('p1'), ask: 1 },
      { type: 'answerGiven', answer },
    ]);
    const gone = classPracticeReducer(given, { type: 'answerRefused', reason: 'gone' });
    expect(gone).toMatchObject({ problem: undefined, refusal: 'gone' });
    const late = classPracticeReducer(given, { type: 'answerRefused', reason: 'late' });
    expect(late).toMatchObject({ problem: { problemId: 'p1' }, refusal: 'late' });
  });

  it('keeps the verdict on screen through a reconnect, and Next then asks for the question', () => {
    const judged = play([
      { type: 'problemShown', problem: problem('p1') },
      { type: 'answerGiven', answer },
      { type: 'verdictReceived', answer, reply: reply(problem('p2', 2)) },
    ]);
    const reconnected = classPracticeReducer(judged, {
      type: 'stateReceived',
      state: serverState('running'),
      at: 0,
    });
    expect(reconnected).toMatchObject({
      verdict: { isCorrect: true },
      problem: { problemId: 'p1' },
      wantsProblem: false,
    });
    const next = classPracticeReducer(reconnected, { type: 'nextRequested' });
    expect(next).toMatchObject({ problem: undefined, verdict: undefined, wantsProblem: true });
  });

  it('says an answer is saved for later only once its send found no connection', () => {
    const given = play([
      { type: 'problemShown', problem: problem('p1') },
      { type: 'answerGiven', answer },
    ]);
    expect(given).toMatchObject({ pending: answer, pendingUnsent: false });
    const unsent = classPracticeReducer(given, { type: 'answerUnsent' });
    expect(unsent.pendingUnsent).toBe(true);
    const counted = classPracticeReducer(unsent, {
      type: 'verdictReceived',
      answer,
      reply: reply(problem('p2')),
    });
    expect(counted).toMatchObject({ pending: undefined, pendingUnsent: false });
  });

  it("counts a verdict that arrives after the teacher's Stop, and stays on the results", () => {
    const stopped = play([
      { type: 'stateReceived', state: serverState('running'), at: 0 },
      { type: 'problemShown', problem: problem('p1') },
      { type: 'answerGiven', answer },
      { type: 'stopped', reason: 'teacher-stopped' },
    ]);
    const counted = classPracticeReducer(stopped, {
      type: 'verdictReceived',
      answer,
      reply: reply(null),
    });
    expect(counted.screen).toEqual({ kind: 'results', reason: 'teacher-stopped' });
    expect(counted.stats).toEqual(reply(null).stats);
    expect(counted.pending).toBeUndefined();
  });

  it('tells why an answer was not counted until the next answer is given', () => {
    const given = play([
      { type: 'problemShown', problem: problem('p1') },
      { type: 'answerGiven', answer },
    ]);
    const late = classPracticeReducer(given, { type: 'answerRefused', reason: 'late' });
    expect(late).toMatchObject({ pending: undefined, refusal: 'late' });
    const again = classPracticeReducer(
      classPracticeReducer(late, { type: 'problemShown', problem: problem('p2') }),
      { type: 'answerGiven', answer: { ...answer, problemId: 'p2' } },
    );
    expect(again.refusal).toBeUndefined();
  });

  it('drops a refused answer, and ends on removal or the end of the session', () => {
    const given = play([
      { type: 'problemShown', problem: problem('p1') },
      { type: 'answerGiven', answer },
    ]);
    expect(
      classPracticeReducer(given, { type: 'answerRefused', reason: undefined }).pending,
    ).toBeUndefined();
    expect(classPracticeReducer(given, { type: 'left', ending: 'removed' }).screen).toEqual({
      kind: 'removed',
    });
    expect(
      classPracticeReducer(given, { type: 'stopped', reason: 'teacher-stopped' }).screen,
    ).toEqual({
      kind: 'results',
      reason: 'teacher-stopped',
    });
  });

  it('ignores Next before a verdict and an answer with no question on screen', () => {
    const start = initialClassPractice(undefined);
    expect(classPracticeReducer(start, { type: 'nextRequested' })).toBe(start);
    expect(classPracticeReducer(start, { type: 'answerGiven', answer })).toBe(start);
  });

  it("keeps the teacher's stop when the feedback timer's Next comes after it", () => {
    const judged = play([
      { type: 'problemShown', problem: problem('p1') },
      { type: 'answerGiven', answer },
      { type: 'verdictReceived', answer, reply: reply(problem('p2', 2)) },
    ]);
    const stopped = classPracticeReducer(judged, { type: 'stopped', reason: 'teacher-stopped' });
    const afterTimer = classPracticeReducer(stopped, { type: 'nextRequested' });
    expect(afterTimer.screen).toEqual({ kind: 'results', reason: 'teacher-stopped' });
    expect(afterTimer.wantsProblem).toBe(false);
    const resumed = classPracticeReducer(afterTimer, {
      type: 'started',
      endsAtMs: null,
      serverNowMs: 0,
      at: 0,
    });
    expect(resumed).toMatchObject({ screen: { kind: 'practice' }, wantsProblem: true });
    expect(resumed.problem).toBeUndefined();
  });

  it('keeps a removed student off the questions, whatever reply or timer comes later', () => {
    const judged = play([
      { type: 'problemShown', problem: problem('p1') },
      { type: 'answerGiven', answer },
      { type: 'verdictReceived', answer, reply: reply(problem('p2', 2)) },
      { type: 'left', ending: 'removed' },
      { type: 'nextRequested' },
      { type: 'problemShown', problem: problem('p3', 3) },
      { type: 'started', endsAtMs: null, serverNowMs: 0, at: 0 },
      { type: 'stateReceived', state: serverState('running'), at: 0 },
    ]);
    expect(judged.screen).toEqual({ kind: 'removed' });
    expect(judged.wantsProblem).toBe(false);
  });

  it('shows no question that arrives after a stop, and takes no answer to it', () => {
    const late = play([
      { type: 'stateReceived', state: serverState('running'), at: 0 },
      { type: 'problemRequested' },
      { type: 'stopped', reason: 'completed' },
      { type: 'problemShown', problem: problem('p1') },
      { type: 'answerGiven', answer },
    ]);
    expect(late.screen).toEqual({ kind: 'results', reason: 'exam-ended' });
    expect(late.pending).toBeUndefined();
  });

  it('sends a student who had finished back to their results when the teacher resumes', () => {
    const finished = play([
      { type: 'problemShown', problem: problem('p1') },
      { type: 'answerGiven', answer },
      { type: 'verdictReceived', answer, reply: reply(null, true) },
      { type: 'stopped', reason: 'teacher-stopped' },
      { type: 'started', endsAtMs: null, serverNowMs: 0, at: 0 },
    ]);
    expect(finished.screen).toEqual({ kind: 'results', reason: 'finished' });
    expect(finished.wantsProblem).toBe(false);
  });

  it('brings a student who had finished back to a question when the teacher gives more', () => {
    const finished = play([
      { type: 'problemShown', problem: problem('p1') },
      { type: 'answerGiven', answer },
      { type: 'verdictReceived', answer, reply: reply(null, true) },
      { type: 'nextRequested' },
    ]);
    expect(finished.screen).toEqual({ kind: 'results', reason: 'finished' });
    const more = classPracticeReducer(finished, {
      type: 'stateReceived',
      state: serverState('running'),
      at: 0,
    });
    expect(more).toMatchObject({ screen: { kind: 'practice' }, wantsProblem: true });
    expect(more.verdict).toBeUndefined();
  });
});
