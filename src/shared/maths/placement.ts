/**
 * Placement: a child who can already answer the easy facts reaches the ones they cannot within
 * their first lesson, instead of meeting every easy fact first. fact-scheduler.ts asks it which
 * new fact comes next; storage and transport never see it.
 */
import type { Fact } from './fact-scheduler';
import { introductionTier } from './introduction-order';
import type { FactProgress, SchedulerState } from './scheduler-state';

/**
 * How many facts of a tier (introduction-order.ts), all answered right and quickly at their
 * first sight, place a child past it: two, a third and two thirds of the way through the tier. A
 * quick guess among three choices passes both one time in nine, and a misplaced child loses only
 * order, as the facts passed over still come after the tiers the child is learning. Three and
 * four probes were measured too (DECISIONS.md): four got fewer children past the tiers they
 * could answer, and neither saved questions.
 */
export const PLACEMENT_PROBES = 2;

/** The keys of a list of candidates by tier, easiest first. */
type Tiers = readonly (readonly string[])[];

const tiersByGroups = new WeakMap<ReadonlyMap<string, readonly Fact[]>, Tiers | null>();

/**
 * The new fact to ask next among `groups` (candidate facts by key, in introduction order), or
 * undefined when every one has been answered. Tier by tier, in order:
 * - a tier some of whose answered facts were ever missed or slow is being learnt: its next new
 *   fact in order, and every later tier's in order too, unprobed: a child who cannot yet answer
 *   the 3 table is not probed on the 7 table;
 * - a tier with fewer than PLACEMENT_PROBES facts answered, all right and quick, is probed: its
 *   next probe, spread evenly over the tier (see probeOf);
 * - a tier with PLACEMENT_PROBES or more, all right and quick, is placed: its new facts wait.
 * When every tier with new facts is placed, the first new fact in order: the facts passed over
 * come last, easiest first. So a child who misses their first probe meets the facts in plain
 * introduction order after it. A tier's answers count from any range: when a range widens, the
 * new facts of a tier the child answers well (2 × 17 after the 1-10 tables) wait too.
 * Candidates not listed tier by tier (a sample drawn from a range too wide to list) get no
 * placement: undefined, and the caller keeps their order; a sample whose facts all fall in one
 * tier is probed like any tier, which only changes which of them comes first.
 */
export function placedNewKey(
  state: SchedulerState,
  groups: ReadonlyMap<string, readonly Fact[]>,
): string | undefined {
  const tiers = tiersOf(groups);
  if (tiers === null) return undefined;
  let firstNew: string | undefined;
  let learning = false;
  for (const tier of tiers) {
    const unseen = tier.filter((key) => state.facts[key] === undefined);
    learning ||= tier.some((key) => !answeredCleanly(state.facts[key]));
    if (unseen.length === 0) continue;
    firstNew ??= unseen[0];
    if (learning) return unseen[0];
    const answered = tier.length - unseen.length;
    if (answered < PLACEMENT_PROBES) return probeOf(tier, answered, state);
  }
  return firstNew;
}

/**
 * Whether a fact was answered and never wrong nor slow: its answers all counted as right and
 * quick (its tally), or, in a memory kept before tallies were (no tally, or an empty one, as a
 * device sends such a fact to a class), it reached the fluent box. An unanswered fact counts as
 * clean.
 */
function answeredCleanly(progress: FactProgress | undefined): boolean {
  if (progress === undefined) return true;
  const { tally } = progress;
  if (tally === undefined || tally.answers === 0) return progress.box >= 2;
  return progress.box > 0 && tally.misses === 0;
}

/**
 * The tier's probe after `answered` of them: the first new fact at or after (answered + 1) /
 * (PLACEMENT_PROBES + 1) of the way through the tier, else its last new fact.
 */
function probeOf(tier: readonly string[], answered: number, state: SchedulerState): string {
  const from = Math.floor((tier.length * (answered + 1)) / (PLACEMENT_PROBES + 1));
  const unseenFrom = (index: number) => state.facts[tier[index] ?? ''] === undefined;
  for (let index = from; index < tier.length; index += 1)
    if (unseenFrom(index)) return tier[index] ?? '';
  for (let index = from - 1; index >= 0; index -= 1)
    if (unseenFrom(index)) return tier[index] ?? '';
  throw new Error('probeOf needs a tier with a new fact');
}

/**
 * The candidates' keys by introductionTier, or null when they are not listed tier by tier;
 * remembered per groups object.
 */
function tiersOf(groups: ReadonlyMap<string, readonly Fact[]>): Tiers | null {
  const known = tiersByGroups.get(groups);
  if (known !== undefined) return known;
  const tiers: string[][] = [];
  let lastTier = Number.NEGATIVE_INFINITY;
  let ordered = true;
  for (const [key, facts] of groups) {
    const [fact] = facts;
    const tier = fact === undefined ? lastTier : introductionTier(fact);
    if (tier < lastTier) ordered = false;
    if (tier > lastTier || tiers.length === 0) tiers.push([key]);
    else tiers.at(-1)?.push(key);
    lastTier = tier;
  }
  const result = ordered ? tiers : null;
  tiersByGroups.set(groups, result);
  return result;
}
