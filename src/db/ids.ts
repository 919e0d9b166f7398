import { createId } from '@paralleldrive/cuid2';

/** Every id Meterline issues is a cuid2 (the contract says customer ids are cuid). */
export function newId(): string {
  return createId();
}

/** A cuid2 as we issue it: lowercase letters and digits, starting with a letter. */
export const CUID_PATTERN = '^[a-z][a-z0-9]{7,31}$';
