import { vi } from 'vitest';

/**
 * Stands in for the browser's speech synthesis in a test: what was spoken is in `speak`'s calls
 * (each an utterance with its text, volume, lang and voice); the device has the given voices (none
 * unless given) until `loadVoices` lists others and says so with `voiceschanged`, as Chrome does
 * once it has loaded them. For tests only.
 */
export function stubSpeech(voices: readonly { lang: string }[] = []) {
  let listed = voices;
  const events = new EventTarget();
  const speech = {
    speak: vi.fn(),
    cancel: vi.fn(),
    getVoices: () => listed,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    loadVoices(loaded: readonly { lang: string }[]) {
      listed = loaded;
      events.dispatchEvent(new Event('voiceschanged'));
    },
  };
  vi.stubGlobal('speechSynthesis', speech);
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      volume = 1;
      lang = '';
      voice: unknown = null;
      constructor(readonly text: string) {}
    },
  );
  return speech;
}
