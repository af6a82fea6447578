import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InEnglish } from '../testing/test-i18n';
import { InsightGrid } from './insight-grid';

describe('InsightGrid', () => {
  it('keeps each colour of the legend together with what it means, so a wrap cannot part them', () => {
    render(
      <InEnglish>
        <InsightGrid operation="multiplication" cells={[]} />
      </InEnglish>,
    );
    const keys = [
      ['80 % or more', 'high'],
      ['50–79 %', 'mid'],
      ['below 50 %', 'low'],
    ] as const;
    for (const [label, level] of keys) {
      const key = screen.getByText(label);
      expect(key).toHaveClass('insight-grid__key');
      expect(
        key.querySelector(`.insight-grid__swatch.insight-grid__cell--${level}`),
      ).not.toBeNull();
    }
  });
});
