/**
 * A counter per company and mode (and one for global catalogs) that every change to what ingest
 * rates with bumps: fees, conversion rates, catalog attachments and entries. Ingest caches a
 * plan's rating configuration and re-reads it only when the counter moved, so a fee added a
 * moment ago is never missed, on any node. The row is also the lock that makes a change final by
 * event timestamp (version.ts); every company has its two rows from its creation.
 */
export interface RatingConfigVersionTable {
  /** `<company_id>:<mode>`, or `global` for the operator's global catalogs. */
  scope_key: string;
  version: number;
}

export interface RatingConfigTables {
  rating_config_versions: RatingConfigVersionTable;
}
