/**
 * The question a join into a running class brings (the join reply's `firstProblem`) is on the
 * screen at most this long after the reply arrives: the practice screen shows it at once when it
 * comes up within this time, while its live connection opens, and otherwise asks for its question,
 * which the server then times afresh. It covers loading the practice screen.
 */
export const JOIN_QUESTION_SHOW_MS = 2000;

/**
 * How long the server allows between issuing the question a join brings and the screen showing it
 * (as a verdict's pause for the question that comes with a verdict): JOIN_QUESTION_SHOW_MS and the
 * join reply's trip.
 */
export const JOIN_QUESTION_WAIT_MS = JOIN_QUESTION_SHOW_MS + 1000;
