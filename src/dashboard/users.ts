/** Dashboard users: created by `meterline user create`, each belonging to one company. */
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { Database } from '../db/schema.js';
import { newId } from '../db/ids.js';
import { findCompany, PlatformError } from '../modules/platform/service.js';
import { toIso } from '../time.js';
import { generatePassword, hashPassword } from './passwords.js';
import type { DashboardUserTable } from './tables.js';

/** Refused input; a PlatformError, so `meterline` exits 2 with the message. */
export class DashboardUserError extends PlatformError {}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface CreatedDashboardUser {
  id: string;
  email: string;
  company_id: string;
  /** Generated, shown once; only its scrypt hash is stored. */
  password: string;
}

export async function createDashboardUser(db: Kysely<Database>, clock: Clock, input: { companyId: string; email: string }): Promise<CreatedDashboardUser> {
  const email = normalizeEmail(input.email);
  if (!EMAIL.test(email) || email.length > 254) throw new DashboardUserError(`Not an email address: ${input.email}`);
  if (!(await findCompany(db, input.companyId))) throw new DashboardUserError(`No company ${input.companyId}`);
  if (await findUserByEmail(db, email)) throw new DashboardUserError(`A dashboard user with the email ${email} already exists`);
  const password = generatePassword();
  const row: DashboardUserTable = {
    id: newId(),
    company_id: input.companyId,
    email,
    password_hash: await hashPassword(password),
    role: 'owner',
    created_at: toIso(clock.now()),
  };
  await db.insertInto('dashboard_users').values(row).execute();
  return { id: row.id, email, company_id: row.company_id, password };
}

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<DashboardUserTable | undefined> {
  return db.selectFrom('dashboard_users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export async function findUser(db: Kysely<Database>, id: string): Promise<DashboardUserTable | undefined> {
  return db.selectFrom('dashboard_users').selectAll().where('id', '=', id).executeTakeFirst();
}
