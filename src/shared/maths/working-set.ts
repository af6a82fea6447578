/**
 * The working set of a child who misses most: while most of their latest answers are wrong, the
 * next question is one they have just been shown (a missed fact, a few questions on) or one they
 * know, never a new one, so that a weak child's lesson stays winnable and what was shown is
 * practised before more comes in. fact-scheduler.ts asks it first; otherwise it says nothing.
 */
import { boxOf, type SchedulerState } from './scheduler-state';

/** How many of the child's latest answers (one per fact, the facts answered last) are looked at. */
export const RECENT_ANSWERS = 6;

/**
 * The least share of those that must be right and fluent for new facts to come in: while most of
 * them are wrong, the child meets what they were shown and what they know. Two in three was
 * measured too: the weakest quarter was right a few points more often, at the cost of 5-10 %
 * more questions and half the facts kept a week later under ACT-R (LEARNING.md).
 */
export const WINNING_SHARE = 1 / 2;

/**
 * Questions a missed fact rests before it comes back to a struggling child: long enough to leave
 * the screen, short enough to be recalled (a drill's two or three; MISSED_RETURN_GAP otherwise).
 */
export const STRUGGLING_RETURN_GAP = 3;

/**
 * Whether the child is struggling: of the RECENT_ANSWERS facts answered last (at least half that
 * many answered so far), fewer than WINNING_SHARE are in a box above 0, that is, were last
 * answered right and fluently.
 */
export function isStruggling(state: SchedulerState): boolean {
  const recent = latestAnswered(state);
  if (recent.length < RECENT_ANSWERS / 2) return false;
  const right = recent.filter((key) => boxOf(state, key) > 0).length;
  return right < WINNING_SHARE * recent.length;
}

/**
 * The key to ask a struggling child among `keys` (the candidates of the range), or undefined when
 * the child is not struggling or none fits: the missed fact missed earliest that has rested
 * STRUGGLING_RETURN_GAP questions, else the fact they know best (highest box, then answered
 * latest). Never the fact asked last.
 */
export function workingSetChoice(
  state: SchedulerState,
  keys: Iterable<string>,
  questionIndex: number,
): string | undefined {
  if (!isStruggling(state)) return undefined;
  const candidates = new Set(keys);
  candidates.delete(state.lastKey ?? '');
  const returning = state.missed.find(({ key }) => {
    const asked = state.facts[key]?.lastAskedIndex;
    return (
      candidates.has(key) && asked !== undefined && questionIndex - asked >= STRUGGLING_RETURN_GAP
    );
  });
  if (returning !== undefined) return returning.key;
  let known: { key: string; box: number; asked: number } | undefined;
  for (const key of candidates) {
    const progress = state.facts[key];
    if (progress === undefined || progress.box === 0) continue;
    const better =
      known === undefined ||
      progress.box > known.box ||
      (progress.box === known.box && progress.lastAskedIndex > known.asked);
    if (better) known = { key, box: progress.box, asked: progress.lastAskedIndex };
  }
  return known?.key;
}

/** The keys of the RECENT_ANSWERS facts answered last, latest first. */
function latestAnswered(state: SchedulerState): string[] {
  const latest: { key: string; asked: number }[] = [];
  for (const key in state.facts) {
    const asked = state.facts[key]?.lastAskedIndex ?? -1;
    if (latest.length === RECENT_ANSWERS && asked <= (latest.at(-1)?.asked ?? -1)) continue;
    latest.push({ key, asked });
    latest.sort((a, b) => b.asked - a.asked);
    if (latest.length > RECENT_ANSWERS) latest.pop();
  }
  return latest.map((entry) => entry.key);
}
