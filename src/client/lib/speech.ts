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

/** Stops whatever is being read aloud, if anything. */
export function stopSpeaking(): void {
  if (canSpeak()) window.speechSynthesis.cancel();
}

/**
 * Reads the text aloud in the language (the one place that uses the Web Speech API), stopping
 * anything still being read. Does nothing where speech is not available.
 */
export function speak(text: string, language: string, volume = 1): void {
  if (!canSpeak()) return;
  window.speechSynthesis.cancel();
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
