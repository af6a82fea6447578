import { vi } from 'vitest';

/**
 * Stands in for the browser's speech synthesis in a test: what was spoken is in `speak`'s calls
 * (each an utterance with its text, volume, lang and voice); the device has the given voices (none
 * unless given). For tests only.
 */
export function stubSpeech(voices: readonly { lang: string }[] = []) {
  const speech = { speak: vi.fn(), cancel: vi.fn(), getVoices: () => voices };
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
