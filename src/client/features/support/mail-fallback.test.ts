import { describe, expect, it } from 'vitest';
import { mailFallbackLink } from './mail-fallback';

const form = {
  name: 'Kari',
  email: 'kari@skole.no',
  subject: 'Slett data',
  message: 'Hei',
  category: 'privacy' as const,
};

describe('mailFallbackLink', () => {
  it('sends privacy questions to the privacy mailbox and the rest to support', () => {
    const addresses = { contactEmail: 'support@example.org', privacyEmail: 'privacy@example.org' };
    expect(mailFallbackLink(addresses, form)).toMatch(
      /^mailto:privacy@example\.org\?subject=Mattemester%3A%20Slett%20data&body=/,
    );
    expect(mailFallbackLink(addresses, { ...form, category: 'technical' })).toMatch(
      /^mailto:support@example\.org/,
    );
  });

  it('gives no link when no address is configured', () => {
    expect(mailFallbackLink({ contactEmail: null, privacyEmail: null }, form)).toBeUndefined();
  });
});
