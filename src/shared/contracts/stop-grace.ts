/**
 * How long after a class stops taking answers (the teacher's Stop, or an exam's end) an answer to
 * a question shown before it still counts: a phone on a school's Wi-Fi takes up to a second or two
 * to bring an answer given just before the Stop, and this leaves room for one more try. Later
 * answers are refused, and the student's screen says why (docs/DECISIONS.md).
 */
export const STOP_GRACE_MS = 3000;
