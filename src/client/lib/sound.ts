import { currentAccessibility } from './accessibility-store';

let context: AudioContext | undefined;

/** The notes of each feedback: a rising pair for right, a low one for wrong. */
const FEEDBACK_NOTES = {
  correct: [
    { frequency: 660, start: 0, length: 0.12 },
    { frequency: 880, start: 0.12, length: 0.18 },
  ],
  wrong: [{ frequency: 220, start: 0, length: 0.25 }],
} as const;

/**
 * A short feedback sound through the Web Audio API (the one place that uses it). Silent when
 * sound is off; as loud as the volume setting. Does nothing where audio is not available.
 */
export function playFeedback(kind: keyof typeof FEEDBACK_NOTES): void {
  const { sound, volume } = currentAccessibility();
  if (!sound || volume <= 0 || typeof window.AudioContext !== 'function') return;
  context ??= new window.AudioContext();
  const now = context.currentTime;
  for (const note of FEEDBACK_NOTES[kind]) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = note.frequency;
    gain.gain.setValueAtTime(0.25 * volume, now + note.start);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + note.start + note.length);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(now + note.start);
    oscillator.stop(now + note.start + note.length);
  }
}
