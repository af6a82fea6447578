import { isLanguage, type Language } from '#shared/i18n/languages';

/**
 * The speech voices' language tags for each of the app's languages, best first: Nynorsk is read by
 * a Nynorsk voice where the device has one, and by a Bokmål one (which reads it well) where not.
 */
const SPEECH_LANGUAGES: Readonly<Record<Language, readonly string[]>> = {
  en: ['en-GB', 'en'],
  no: ['nb-NO', 'no-NO', 'nb', 'no'],
  nn: ['nn-NO', 'nn', 'nb-NO', 'no-NO', 'nb', 'no'],
  sv: ['sv-SE', 'sv'],
  da: ['da-DK', 'da'],
  uk: ['uk-UA', 'uk'],
};

/** A voice as choosing one needs it: its language tag ("nb-NO", some browsers write "nb_NO"). */
export interface VoiceLanguage {
  readonly lang: string;
}

/**
 * The voice that reads the language best: the first tag in the language's list that a voice has
 * (a whole tag, or a tag's language before its region); undefined when none has it, and the
 * browser then picks by the utterance's tag.
 */
export function voiceFor<Voice extends VoiceLanguage>(
  voices: readonly Voice[],
  language: Language,
): Voice | undefined {
  const tagOf = (voice: Voice) => voice.lang.toLowerCase().replace('_', '-');
  for (const wanted of SPEECH_LANGUAGES[language].map((tag) => tag.toLowerCase())) {
    const voice = voices.find((candidate) =>
      wanted.includes('-')
        ? tagOf(candidate) === wanted
        : tagOf(candidate).split('-')[0] === wanted,
    );
    if (voice !== undefined) return voice;
  }
  return undefined;
}

/** True where the browser can read text aloud. */
export function canSpeak(): boolean {
  return (
    typeof window.speechSynthesis !== 'undefined' &&
    typeof window.SpeechSynthesisUtterance === 'function'
  );
}

/**
 * How long a reading waits for the device's voices when it has none yet: Chrome loads them only
 * once asked and says so with `voiceschanged`, and a reading before that would be read by the
 * browser's default voice (English for Nynorsk, which no Chrome voice names).
 */
export const VOICES_WAIT_MS = 500;

/** Counts readings asked for and stops, so that a reading waiting for voices can tell it is stale. */
let readingsAsked = 0;

/** Stops whatever is being read aloud, or waits to be, if anything. */
export function stopSpeaking(): void {
  readingsAsked += 1;
  if (canSpeak()) window.speechSynthesis.cancel();
}

/**
 * Reads the text aloud in the language (the one place that uses the Web Speech API), stopping
 * anything still being read. Does nothing where speech is not available. Where the device has
 * not listed its voices yet, the reading waits for them (at most VOICES_WAIT_MS) so that it is
 * read by the language's voice; a newer reading or a stop meanwhile drops it.
 */
export function speak(text: string, language: string, volume = 1): void {
  if (!canSpeak()) return;
  readingsAsked += 1;
  const reading = readingsAsked;
  const synthesis = window.speechSynthesis;
  synthesis.cancel();
  if (synthesis.getVoices().length > 0 || !isLanguage(language)) {
    read(text, language, volume);
    return;
  }
  const readOnce = () => {
    window.clearTimeout(timer);
    synthesis.removeEventListener('voiceschanged', readOnce);
    if (reading === readingsAsked) read(text, language, volume);
  };
  const timer = window.setTimeout(readOnce, VOICES_WAIT_MS);
  synthesis.addEventListener('voiceschanged', readOnce);
}

/** One utterance of the text, by the language's voice where the device has one. */
function read(text: string, language: string, volume: number): void {
  const utterance = new SpeechSynthesisUtterance(text);
  if (isLanguage(language)) {
    const voice = voiceFor(window.speechSynthesis.getVoices(), language);
    utterance.lang = voice?.lang ?? SPEECH_LANGUAGES[language][0] ?? language;
    if (voice !== undefined) utterance.voice = voice;
  } else {
    utterance.lang = language;
  }
  utterance.volume = volume;
  utterance.rate = 0.9;
  window.speechSynthesis.speak(utterance);
}
