import { afterEach, describe, expect, it, vi } from 'vitest';
import { VOICES_WAIT_MS, speak, stopSpeaking, voiceFor } from './speech';
import { stubSpeech } from './speech-stub';

const voices = (...tags: string[]) => tags.map((lang) => ({ lang }));

describe('choosing the voice that reads a language', () => {
  it('reads Nynorsk with a Nynorsk voice where the device has one', () => {
    expect(voiceFor(voices('en-GB', 'nb-NO', 'nn-NO'), 'nn')?.lang).toBe('nn-NO');
  });

  it('reads Nynorsk with a Bokmål voice where there is no Nynorsk one', () => {
    expect(voiceFor(voices('en-GB', 'nb_NO'), 'nn')?.lang).toBe('nb_NO');
    expect(voiceFor(voices('en-US', 'no-NO'), 'nn')?.lang).toBe('no-NO');
  });

  it('reads Bokmål with a Bokmål voice, never with a Nynorsk one', () => {
    expect(voiceFor(voices('nn-NO', 'nb-NO'), 'no')?.lang).toBe('nb-NO');
    expect(voiceFor(voices('nn-NO'), 'no')).toBeUndefined();
  });

  it("prefers the language's own region, then any region of it", () => {
    expect(voiceFor(voices('en-US', 'en-GB'), 'en')?.lang).toBe('en-GB');
    expect(voiceFor(voices('sv-FI'), 'sv')?.lang).toBe('sv-FI');
  });

  it('chooses none when no voice speaks the language, so the browser picks by its tag', () => {
    expect(voiceFor(voices('en-GB', 'de-DE'), 'uk')).toBeUndefined();
  });
});

describe('reading aloud', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("speaks Nynorsk with the device's Bokmål voice when it has no Nynorsk one", () => {
    const bokmaal = { lang: 'nb-NO' };
    const speech = stubSpeech([{ lang: 'en-GB' }, bokmaal]);
    speak('Kva er 3 + 4?', 'nn');
    expect(speech.speak).toHaveBeenCalledWith(
      expect.objectContaining({ text: 'Kva er 3 + 4?', lang: 'nb-NO', voice: bokmaal }),
    );
  });

  it("names the language's tag and leaves the voice to the browser when none speaks it", () => {
    const speech = stubSpeech([{ lang: 'en-GB' }]);
    speak('Скільки буде 3 + 4?', 'uk');
    expect(speech.speak).toHaveBeenCalledWith(
      expect.objectContaining({ lang: 'uk-UA', voice: null }),
    );
  });

  it('waits for the voices a device loads after it is first asked, and reads with the right one', () => {
    const speech = stubSpeech([]);
    speak('Kva er 3 + 4?', 'nn');
    expect(speech.speak).not.toHaveBeenCalled();
    const bokmaal = { lang: 'nb-NO' };
    speech.loadVoices([{ lang: 'en-US' }, bokmaal]);
    expect(speech.speak).toHaveBeenCalledTimes(1);
    expect(speech.speak).toHaveBeenCalledWith(
      expect.objectContaining({ text: 'Kva er 3 + 4?', voice: bokmaal }),
    );
  });

  it('reads by the tag when no voices come within the wait, and only once', () => {
    vi.useFakeTimers();
    try {
      const speech = stubSpeech([]);
      speak('What is 3 + 4?', 'en');
      vi.advanceTimersByTime(VOICES_WAIT_MS);
      expect(speech.speak).toHaveBeenCalledWith(
        expect.objectContaining({ lang: 'en-GB', voice: null }),
      );
      speech.loadVoices([{ lang: 'en-GB' }]);
      expect(speech.speak).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops a reading waiting for voices once it is stopped or another one is asked for', () => {
    const speech = stubSpeech([]);
    speak('Kva er 3 + 4?', 'nn');
    stopSpeaking();
    speak('Kva er 5 + 6?', 'nn');
    speech.loadVoices([{ lang: 'nb-NO' }]);
    expect(speech.speak).toHaveBeenCalledTimes(1);
    expect(speech.speak).toHaveBeenCalledWith(expect.objectContaining({ text: 'Kva er 5 + 6?' }));
  });
});
