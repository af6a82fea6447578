/** Answers sent this long after answering began count as settled (past the start of a lesson). */
export const SETTLED_AFTER_MS = 5000;

/** Everything the clients measure during a run, in milliseconds and counts. */
export class Recorder {
  readonly joinReply: number[] = [];
  /**
   * From a join's start to the student's first question on screen: the join's reply when it
   * brought one, else once the live connection is open and a question was asked for.
   */
  readonly firstQuestion: number[] = [];
  /** The answer replies (before the hostile student's comparison, if any). */
  readonly answerReply: number[] = [];
  /**
   * The answer replies of answers sent SETTLED_AFTER_MS or more after answering began (and
   * before the hostile student's comparison, if any).
   */
  readonly settledAnswerReply: number[] = [];
  /** When the students began answering (performance.now()); Infinity before. */
  answeringFrom = Infinity;
  /**
   * The windows of the hostile student's comparison, in order: from when (performance.now()) the
   * hostile student sends requests (`on`) or waits. Empty without one.
   */
  readonly hostileWindows: { readonly from: number; readonly on: boolean }[] = [];
  /** The honest students' answer replies of answers sent in a window with the hostile student on. */
  readonly answerReplyHostileOn: number[] = [];
  /** The same, in the windows between, with the hostile student waiting. */
  readonly answerReplyHostileOff: number[] = [];
  /** Students whose teacher events are not timed (the hostile student's answers are not). */
  readonly untimedStudents = new Set<string>();
  readonly teacherEvent: number[] = [];
  /** The replies to the teachers' insight requests. */
  readonly insightReply: number[] = [];
  /** The replies to the teachers' student list requests. */
  readonly studentListReply: number[] = [];
  readonly errors = new Map<string, number>();
  disconnects = 0;
  answersConfirmed = 0;
  /** Answers sent whose teacher event has not arrived yet, by student, oldest first. */
  private readonly awaitingTeacher = new Map<string, number[]>();

  /** An answer sent at `sentAt` got its reply at `repliedAt`. */
  answerReplied(sentAt: number, repliedAt: number): void {
    const window = this.hostileWindows.findLast((candidate) => candidate.from <= sentAt);
    if (window !== undefined) {
      (window.on ? this.answerReplyHostileOn : this.answerReplyHostileOff).push(repliedAt - sentAt);
      return;
    }
    this.answerReply.push(repliedAt - sentAt);
    if (sentAt - this.answeringFrom >= SETTLED_AFTER_MS)
      this.settledAnswerReply.push(repliedAt - sentAt);
  }

  /** Counts a failure under a short label ("answer 503", "join network"). */
  error(label: string): void {
    this.errors.set(label, (this.errors.get(label) ?? 0) + 1);
  }

  /** An answer is on its way: its teacher event will be timed from now. */
  answerSent(studentId: string, at: number): void {
    const queue = this.awaitingTeacher.get(studentId) ?? [];
    queue.push(at);
    this.awaitingTeacher.set(studentId, queue);
  }

  /** The answer failed: no teacher event will come for it. */
  answerFailed(studentId: string, at: number): void {
    const queue = this.awaitingTeacher.get(studentId) ?? [];
    const index = queue.indexOf(at);
    if (index >= 0) queue.splice(index, 1);
  }

  /** The teacher's screen heard of the student's oldest answer still waiting. */
  teacherHeard(studentId: string, at: number): void {
    if (this.untimedStudents.has(studentId)) return;
    const sent = this.awaitingTeacher.get(studentId)?.shift();
    if (sent === undefined) this.error('teacher event without an answer');
    else this.teacherEvent.push(at - sent);
  }

  /** Answers whose teacher event is still missing. */
  teacherEventsMissing(): number {
    let missing = 0;
    for (const queue of this.awaitingTeacher.values()) missing += queue.length;
    return missing;
  }
}
