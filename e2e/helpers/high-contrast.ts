/**
 * The accessibility settings as the app stores them, with the high-contrast theme and reduced
 * motion on: what a student who needs them has chosen in the menu.
 */
export const HIGH_CONTRAST_SETTINGS = {
  version: 1,
  data: {
    highContrast: true,
    fontSize: 'medium',
    fontFamily: 'lexend',
    reduceMotion: true,
    textToSpeech: false,
    sound: true,
    volume: 0.7,
  },
} as const;
