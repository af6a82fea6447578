import type { AccessibilitySettings } from '#client/lib/accessibility-store';

/** Puts the settings on <html> as the attributes the themes read (contrast, size, font, motion). */
export function applyAccessibility(settings: AccessibilitySettings): void {
  const root = document.documentElement;
  root.dataset['contrast'] = settings.highContrast ? 'high' : 'normal';
  root.dataset['fontSize'] = settings.fontSize;
  root.dataset['font'] = settings.fontFamily;
  root.dataset['reduceMotion'] = String(settings.reduceMotion);
}
