import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MATH_OPERATIONS } from '#shared/maths/operations';

/** A stylesheet of the client, as text. */
const styles = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/**
 * The operations' colours are CSS classes and tokens named after each operation: the compiler
 * cannot see them, so this finds every place a new operation needs its colours.
 */
describe("each operation's colours", () => {
  const tokens = styles('../styles/tokens.css');
  const badge = styles('./operation-badge.css');
  const homeCards = styles('../features/home/home-page.css');

  it.each(MATH_OPERATIONS)('%s has its colour and soft colour among the tokens', (operation) => {
    expect(tokens).toMatch(new RegExp(`--color-${operation}:\\s*#[0-9a-f]{6};`, 'i'));
    expect(tokens).toMatch(new RegExp(`--color-${operation}-soft:\\s*#[0-9a-f]{6};`, 'i'));
  });

  it.each(MATH_OPERATIONS)('%s has its badge and its card on the home page', (operation) => {
    expect(badge).toContain(`.operation-badge--${operation} {`);
    expect(homeCards).toContain(`.operation-card--${operation} {`);
    expect(homeCards).toContain(`.operation-card--${operation}:hover {`);
  });
});
