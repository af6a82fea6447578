/** A fresh 32-bit seed from the browser's cryptographic source, for the seeded maths core. */
export function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
}
