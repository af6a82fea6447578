import type { SupportCategory } from '#shared/contracts/support';

/**
 * The mail link of SPEC §7: to the support address, or the privacy address for privacy
 * questions, with the subject prefixed by the site name and the form's content in the body.
 */
export function mailFallbackLink(
  addresses: { contactEmail: string | null; privacyEmail: string | null },
  form: {
    name: string;
    email: string;
    subject: string;
    message: string;
    category: SupportCategory;
  },
): string | undefined {
  const to =
    form.category === 'privacy'
      ? (addresses.privacyEmail ?? addresses.contactEmail)
      : addresses.contactEmail;
  if (to === null) return undefined;
  const body = `${form.message}\n\n${form.name}\n${form.email}\n${form.category}`;
  return `mailto:${to}?subject=${encodeURIComponent(`Mattemester: ${form.subject}`)}&body=${encodeURIComponent(body)}`;
}
