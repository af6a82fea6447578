/**
 * Resolves once `work` has settled, fulfilled or rejected, or once `limitMs` have passed,
 * whichever comes first; never rejects. For waits that make a screen look finished sooner but
 * must not hold it back on a slow or failing network.
 */
export function settledWithin(work: Promise<unknown>, limitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, limitMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    work.then(done, done);
  });
}
