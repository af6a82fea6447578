import { Suspense, lazy, useEffect, useLayoutEffect, useState } from 'react';
import { useAccessibility } from '#client/lib/accessibility-store';
import { onSettingsMenuRequest } from '#client/lib/settings-menu';
import { applyAccessibility } from './apply-accessibility';

/** The menu's code loads the first time it is asked for. */
const AccessibilityDialog = lazy(() =>
  import('#client/features/settings/accessibility-dialog').then((module) => ({
    default: module.AccessibilityDialog,
  })),
);

/**
 * Applies the accessibility settings to the whole page (applyAccessibility; main.tsx applies the
 * stored ones before the first render, so no page opens in the default theme first) and shows the menu whenever something asks for it, loading it the first time.
 */
export function AccessibilityRoot() {
  const settings = useAccessibility();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  // Before the browser paints, so that a change never shows a frame in the old theme.
  useLayoutEffect(() => applyAccessibility(settings), [settings]);

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
