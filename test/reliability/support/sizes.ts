/**
 * How hard the reliability suite pushes: one code path, two sizes. `RELIABILITY_SIZE=smoke` (the
 * default, what `.ci/run` runs on every landing) exercises every property in minutes: a few kill
 * points per store, a thousand fuzz cases per family, a few rounds of each race. `soak`
 * (`npm run test:soak`: before a release, after touching ingest, wallets, idempotency or the
 * billing engine) runs them at full size. Each figure can still be set on its own
 * (RELIABILITY_KILLS, RELIABILITY_FUZZ_CASES, ...), which wins over the size.
 */

export type ReliabilitySize = 'smoke' | 'soak';

export interface ReliabilitySizes {
  /** Kill -9 points per store (crash). */
  kills: number;
  /** Requests per kill round, and the last round's (crash). */
  roundSize: number;
  bigRound: number;
  /** Generated requests per endpoint family and store (fuzz). */
  fuzzCases: number;
  /** Rounds of the two-process races (billing runs to two instants; one key on two processes). */
  billingRunRounds: number;
  duplicateKeyRounds: number;
  /** Keys both processes send at once (exactlyOnce, in the main suite at smoke size). */
  exactlyOnceKeys: number;
  /** Grants and events sent at once over a small pool (poolBurst, in the main suite at smoke size). */
  poolBurstGrants: number;
  poolBurstEvents: number;
}

const BY_SIZE: Record<ReliabilitySize, ReliabilitySizes> = {
  smoke: { kills: 3, roundSize: 150, bigRound: 400, fuzzCases: 1_000, billingRunRounds: 2, duplicateKeyRounds: 3, exactlyOnceKeys: 400, poolBurstGrants: 100, poolBurstEvents: 400 },
  soak: { kills: 10, roundSize: 250, bigRound: 1_500, fuzzCases: 10_000, billingRunRounds: 8, duplicateKeyRounds: 12, exactlyOnceKeys: 2_000, poolBurstGrants: 200, poolBurstEvents: 1_000 },
};

function sizeFromEnvironment(): ReliabilitySize {
  const raw = process.env.RELIABILITY_SIZE ?? 'smoke';
  if (raw !== 'smoke' && raw !== 'soak') throw new Error(`RELIABILITY_SIZE must be smoke or soak, not ${raw}`);
  return raw;
}

function override(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new Error(`${name} must be a number, not ${raw}`);
  return Math.max(min, value);
}

export const RELIABILITY_SIZE: ReliabilitySize = sizeFromEnvironment();

const base = BY_SIZE[RELIABILITY_SIZE];

export const SIZES: ReliabilitySizes = {
  kills: override('RELIABILITY_KILLS', base.kills, 1),
  roundSize: override('RELIABILITY_ROUND_SIZE', base.roundSize, 100),
  bigRound: override('RELIABILITY_BIG_ROUND', base.bigRound, 100),
  fuzzCases: override('RELIABILITY_FUZZ_CASES', base.fuzzCases, 1),
  billingRunRounds: override('RELIABILITY_BILLING_RUN_ROUNDS', base.billingRunRounds, 1),
  duplicateKeyRounds: override('RELIABILITY_DUPLICATE_KEY_ROUNDS', base.duplicateKeyRounds, 1),
  exactlyOnceKeys: override('RELIABILITY_EXACTLY_ONCE_KEYS', base.exactlyOnceKeys, 50),
  poolBurstGrants: override('RELIABILITY_POOL_BURST_GRANTS', base.poolBurstGrants, 10),
  poolBurstEvents: override('RELIABILITY_POOL_BURST_EVENTS', base.poolBurstEvents, 50),
};
