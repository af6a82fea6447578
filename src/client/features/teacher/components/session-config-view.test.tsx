import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionConfigView } from './session-config-view';
import { InEnglish } from '../testing/test-i18n';
import { testSessionState } from '../testing/test-session-state';

function renderConfig(state: Parameters<typeof SessionConfigView>[0]['state']) {
  render(
    <InEnglish>
      <SessionConfigView state={state} onEdit={() => undefined} />
    </InEnglish>,
  );
}

describe('SessionConfigView', () => {
  it('marks the step the class is on, in words and as the current step', () => {
    renderConfig(testSessionState({ currentOperationIndex: 1 }));
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(within(steps[1] as HTMLElement).getByText('Now')).toBeInTheDocument();
    expect(steps[0]).not.toHaveAttribute('aria-current');
    expect(screen.getAllByText('Now')).toHaveLength(1);
  });

  it('gives the step number instead when each student has their own order', () => {
    const state = testSessionState({ currentOperationIndex: 1 });
    renderConfig({ ...state, settings: { ...state.settings, randomizeOperations: true } });
    expect(
      screen.getByText('The class is on step 2 of 3, each pupil in their own order.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Now')).toBeNull();
  });

  it('marks no step with a single operation', () => {
    const state = testSessionState();
    renderConfig({ ...state, operations: state.operations.slice(0, 1) });
    expect(screen.queryByText('Now')).toBeNull();
    expect(screen.getByRole('listitem')).not.toHaveAttribute('aria-current');
  });
});
