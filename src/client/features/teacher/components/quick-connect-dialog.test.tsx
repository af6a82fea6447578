import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { JoinStart } from '../model/join-start';
import { QuickConnectDialog } from './quick-connect-dialog';
import { InEnglish } from '../testing/test-i18n';

vi.mock('#client/lib/qr-code', () => ({
  qrCodeDataUrl: () => Promise.resolve('data:image/png;base64,iVBORw0KGgo='),
}));

function steps(start: JoinStart | undefined): string[] {
  render(
    <InEnglish>
      <QuickConnectDialog code="K7QM3X" start={start} open onClose={() => undefined} />
    </InEnglish>,
  );
  return within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((step) => step.textContent);
}

describe('QuickConnectDialog', () => {
  it('says students start as soon as they join while practice runs (auto start)', () => {
    expect(steps('atOnce').at(-1)).toBe(
      'You see them here at once, and each pupil starts practising as soon as they join.',
    );
  });

  it('says practice starts with Start before the first start', () => {
    expect(steps('onStart').at(-1)).toBe(
      'You see them here at once, and practice starts when you press Start.',
    );
  });

  it('says practice goes on with Resume after a stop', () => {
    expect(steps('onResume').at(-1)).toBe(
      'You see them here at once. Practice is stopped and goes on when you press Resume.',
    );
  });

  it('says an ended exam gives no questions', () => {
    expect(steps('examOver').at(-1)).toBe(
      'You see them here, but the exam time is up, so they get no questions.',
    );
  });

  it('leaves out when students start until the session is known', () => {
    expect(steps(undefined)).toHaveLength(3);
  });

  it('shows the QR code of the join link', async () => {
    steps('atOnce');
    expect(
      await screen.findByRole('img', {
        name: 'QR code that opens the join page with code K7QM3X',
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Join link')).toHaveValue(
      `${window.location.origin}/join?code=K7QM3X`,
    );
  });
});
