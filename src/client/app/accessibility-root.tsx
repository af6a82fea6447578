import { Suspense, lazy, useEffect, useState } from 'react';
import { useAccessibility } from '../lib/accessibility-store';
import { onSettingsMenuRequest } from '../lib/settings-menu';

/** The menu's code loads the first time it is asked for. */
const AccessibilityDialog = lazy(() =>
  import('../features/settings/accessibility-dialog').then((module) => ({
    default: module.AccessibilityDialog,
  })),
);

/**
 * Applies the accessibility settings to the whole page (attributes on <html> that the themes
 * read) and shows the menu whenever something asks for it, loading it the first time.
 */
export function AccessibilityRoot() {
  const settings = useAccessibility();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const root = document.documentElement;
    root.dataset['contrast'] = settings.highContrast ? 'high' : 'normal';
    root.dataset['fontSize'] = settings.fontSize;
    root.dataset['font'] = settings.fontFamily;
    root.dataset['reduceMotion'] = String(settings.reduceMotion);
  }, [settings]);

  useEffect(
    () =>
      onSettingsMenuRequest(() => {
        setWanted(true);
        setOpen(true);
      }),
    [],
  );

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AccessibilityDialog open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
