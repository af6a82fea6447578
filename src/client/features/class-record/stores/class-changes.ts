/**
 * Tells every screen that shows a class, in this tab and the teacher's other tabs (a projector
 * window), that the device's classes changed, so each reads them again.
 */
const CHANNEL = 'mattemester.classes';
const listeners = new Set<() => void>();
let channel: BroadcastChannel | undefined;

function openChannel(): BroadcastChannel | undefined {
  if (channel === undefined && typeof BroadcastChannel === 'function') {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => {
      for (const listener of listeners) listener();
    };
  }
  return channel;
}

/** Calls `listener` after every change to the classes; returns the call that stops it. */
export function onClassesChanged(listener: () => void): () => void {
  openChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Says that the classes changed, here and in the other tabs. */
export function announceClassesChanged(): void {
  for (const listener of listeners) listener();
  openChannel()?.postMessage('changed');
}
