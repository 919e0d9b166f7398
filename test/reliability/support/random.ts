/** A small seeded generator (mulberry32), so a failing kill point can be replayed from its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** RELIABILITY_SEED when given, else a fresh one; printed by the tests that use it. */
export function runSeed(): number {
  const given = process.env.RELIABILITY_SEED;
  if (given !== undefined && /^\d+$/.test(given)) return Number(given);
  return Math.floor(Math.random() * 2 ** 31);
}
