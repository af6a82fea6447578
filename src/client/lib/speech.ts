/** Speech voices' language tags for the app's languages. */
const SPEECH_LANGUAGES: Readonly<Record<string, string>> = {
  en: 'en-GB',
  no: 'nb-NO',
  sv: 'sv-SE',
  da: 'da-DK',
  uk: 'uk-UA',
};

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
  utterance.lang = SPEECH_LANGUAGES[language] ?? language;
  utterance.volume = volume;
  utterance.rate = 0.9;
  window.speechSynthesis.speak(utterance);
}
