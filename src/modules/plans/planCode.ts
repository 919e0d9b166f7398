/** Plan codes: lowercase letters, digits and underscores, unique per company and mode. */

export const PLAN_CODE_PATTERN = '^[a-z0-9_]+$';
export const PLAN_CODE_MAX_LENGTH = 100;

/**
 * The code a plan gets when none is given: lowercase, every run of other characters becomes one
 * `_`, no leading or trailing `_` ("Pro Plan (2026)" -> "pro_plan_2026"). Letters with accents
 * lose them ("Über" -> "uber"). A name with nothing usable gives "plan".
 */
export function derivePlanCode(name: string): string {
  const code = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, PLAN_CODE_MAX_LENGTH - 6)
    .replace(/_+$/, '');
  return code === '' ? 'plan' : code;
}

/** The n-th candidate for a derived code: `base`, then `base_2`, `base_3`, ... */
export function planCodeCandidate(base: string, attempt: number): string {
  return attempt <= 1 ? base : `${base}_${attempt}`;
}
