/**
 * The one migration set, shared by both dialects. Names sort in the order they apply; add a new
 * file with the next number and list it here.
 */
import type { Migration } from 'kysely';
import * as platform from './0001_platform.js';
import * as customers from './0002_customers.js';
import * as subscriptions from './0003_subscriptions.js';

export const migrations: Record<string, Migration> = {
  '0001_platform': platform,
  '0002_customers': customers,
  '0003_subscriptions': subscriptions,
};
