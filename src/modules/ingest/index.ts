/** What other modules use of ingest: the charges each stored event was rated at. */
export { chargesOfEvents } from './repo.js';
export type { EventChargeTable } from './tables.js';
