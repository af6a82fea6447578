/** Opens the accessibility menu from anywhere (the header button, Escape in practice). */
const listeners = new Set<() => void>();

/** Asks the app shell to open the accessibility menu. */
export function openSettingsMenu(): void {
  for (const listener of listeners) listener();
}

/** Called whenever someone asks for the menu; returns the unsubscribe. */
export function onSettingsMenuRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
