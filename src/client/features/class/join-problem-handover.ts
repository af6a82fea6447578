import type { ClassProblem } from '#shared/contracts/sessions';

/** The question a join brought, and when its reply arrived (ms since the epoch). */
export interface HandedProblem {
  readonly problem: ClassProblem;
  readonly atMs: number;
}

/** The question handed over, for the student it was issued to. */
let handed: (HandedProblem & { readonly studentId: string }) | undefined;

/**
 * Hands the question the join issued to the class practice screen that the join page opens next,
 * with the time its reply arrived (`atMs`, ms since the epoch). Kept in this page's memory only: a
 * reload asks the server, which gives the same question.
 */
export function handOverJoinProblem(
  studentId: string,
  problem: ClassProblem | undefined,
  atMs: number,
): void {
  handed = problem === undefined ? undefined : { studentId, problem, atMs };
}

/** The question handed over for this student, if any; it stays until forgetJoinProblem. */
export function joinProblemFor(studentId: string): HandedProblem | undefined {
  return handed?.studentId === studentId ? handed : undefined;
}

/** Drops the question handed over, once the practice screen has taken it. */
export function forgetJoinProblem(): void {
  handed = undefined;
}
