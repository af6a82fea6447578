/** The join link of a session: {origin}/join?code={code}. */
export function joinLink(code: string): string {
  return `${window.location.origin}/join?code=${encodeURIComponent(code)}`;
}
