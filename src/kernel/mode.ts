/** A tenant's two separate worlds: every row and every key is `live` or `test` (docs/decisions.md, Storage). */
export type Mode = 'live' | 'test';
