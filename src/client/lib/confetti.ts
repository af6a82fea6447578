import confetti from 'canvas-confetti';

/**
 * A burst of 100 confetti pieces (SPEC §2 Results). Nothing happens when the pupil or the system
 * asks for reduced motion.
 */
export function celebrate(options: { reduceMotion: boolean }): void {
  const systemReduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (options.reduceMotion || systemReduce) return;
  void confetti({
    particleCount: 100,
    spread: 80,
    origin: { y: 0.6 },
    disableForReducedMotion: true,
  });
}
