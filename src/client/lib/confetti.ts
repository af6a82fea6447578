import confetti from 'canvas-confetti';

let cannon: confetti.CreateTypes | undefined;

/**
 * The confetti cannon, drawing on the page's own thread: the library's default one draws in a
 * worker made from a blob: address, which the page's policy (`worker-src 'self'`) refuses.
 */
function confettiCannon(): confetti.CreateTypes {
  cannon ??= confetti.create(undefined, { resize: true, useWorker: false });
  return cannon;
}

/**
 * A burst of 100 confetti pieces (SPEC §2 Results screen). Nothing happens when the student or the
 * system asks for reduced motion.
 */
export function celebrate(options: { reduceMotion: boolean }): void {
  const systemReduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (options.reduceMotion || systemReduce) return;
  void confettiCannon()({
    particleCount: 100,
    spread: 80,
    origin: { y: 0.6 },
    disableForReducedMotion: true,
  });
}
