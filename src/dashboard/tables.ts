import type { Mode } from '../kernel/mode.js';

export interface DashboardUserTable {
  id: string;
  company_id: string;
  /** Lower-cased; one account per email across the server (sign-in asks only for the email). */
  email: string;
  /** `scrypt$N$r$p$<salt base64url>$<hash base64url>` (passwords.ts). */
  password_hash: string;
  /** `owner` (made by `meterline user create`, or promoted: invites, changes and removes users) or `member` (invited). */
  role: DashboardRole;
  created_at: string;
  /** Null until the first sign-in (migration 0096). */
  last_sign_in_at: string | null;
}

export type DashboardRole = 'owner' | 'member';

/** A one-time invite link (invites.ts): valid 72 hours, used once. */
export interface DashboardInviteTable {
  id: string;
  /** Hex SHA-256 of the link's token; the token itself is never stored. */
  token_hash: string;
  company_id: string;
  email: string;
  /** The inviting user's id (kept after that user is removed). */
  invited_by: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface DashboardSessionTable {
  id: string;
  /** Hex SHA-256 of the cookie's random token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  company_id: string;
  /** The test/live switch of this session. */
  mode: Mode;
  /** The token every state-changing form of this session must carry. */
  csrf_token: string;
  created_at: string;
  expires_at: string;
}

export interface DashboardSignInFailureTable {
  /** `email:<address>` or `ip:<address>`. */
  subject: string;
  failures: number;
  last_failure_at: string;
  locked_until: string | null;
}

export interface DashboardTables {
  dashboard_users: DashboardUserTable;
  dashboard_sessions: DashboardSessionTable;
  dashboard_sign_in_failures: DashboardSignInFailureTable;
  dashboard_invites: DashboardInviteTable;
}
