import { useEffect, useState } from 'react';
import { AccessibilityDialog } from '../features/settings/accessibility-dialog';
import { useAccessibility } from '../lib/accessibility-store';
import { onSettingsMenuRequest } from '../lib/settings-menu';

/**
 * Applies the accessibility settings to the whole page (attributes on <html> that the themes
 * read) and shows the menu whenever something asks for it.
 */
export function AccessibilityRoot() {
  const settings = useAccessibility();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const root = document.documentElement;
    root.dataset['contrast'] = settings.highContrast ? 'high' : 'normal';
    root.dataset['fontSize'] = settings.fontSize;
    root.dataset['font'] = settings.fontFamily;
    root.dataset['reduceMotion'] = String(settings.reduceMotion);
  }, [settings]);

  useEffect(() => onSettingsMenuRequest(() => setOpen(true)), []);

  return <AccessibilityDialog open={open} onClose={() => setOpen(false)} />;
}
