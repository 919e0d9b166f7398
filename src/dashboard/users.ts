/** Dashboard users: created by `meterline user create`, each belonging to one company. */
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { Database } from '../db/schema.js';
import { newId } from '../db/ids.js';
import { findCompany, PlatformError } from '../modules/platform/index.js';
import { toIso } from '../time.js';
import { generatePassword, hashPassword } from './passwords.js';
import type { DashboardRole, DashboardUserTable } from './tables.js';

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
  if (!(await findCompany(db, input.companyId))) throw new DashboardUserError(`No company ${input.companyId}`, 'NOT_FOUND');
  if (await findUserByEmail(db, email)) throw new DashboardUserError(`A dashboard user with the email ${email} already exists`);
  const password = generatePassword();
  const row: DashboardUserTable = {
    id: newId(),
    company_id: input.companyId,
    email,
    password_hash: await hashPassword(password),
    role: 'owner',
    created_at: toIso(clock.now()),
    last_sign_in_at: null,
  };
  await db.insertInto('dashboard_users').values(row).execute();
  return { id: row.id, email, company_id: row.company_id, password };
}

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<DashboardUserTable | undefined> {
  return db.selectFrom('dashboard_users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

/** Refuses an address that is not an email, or one already taken (one account per email on the server). */
export async function checkNewEmail(db: Kysely<Database>, raw: string): Promise<string> {
  const email = normalizeEmail(raw);
  if (!EMAIL.test(email) || email.length > 254) throw new DashboardUserError(`Not an email address: ${raw}`);
  if (await findUserByEmail(db, email)) throw new DashboardUserError(`A dashboard user with the email ${email} already exists`);
  return email;
}

export interface DashboardUserSummary {
  id: string;
  email: string;
  role: DashboardRole;
  created_at: string;
  last_sign_in_at: string | null;
}

/** The company's users, oldest first (a company has a handful: no pagination). */
export async function listDashboardUsers(db: Kysely<Database>, companyId: string): Promise<DashboardUserSummary[]> {
  return db
    .selectFrom('dashboard_users')
    .select(['id', 'email', 'role', 'created_at', 'last_sign_in_at'])
    .where('company_id', '=', companyId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** A user of this company, or undefined (another company's user is not found). */
export async function findCompanyUser(db: Kysely<Database>, companyId: string, id: string): Promise<DashboardUserSummary | undefined> {
  return (await listDashboardUsers(db, companyId)).find((user) => user.id === id);
}

export async function recordSignIn(db: Kysely<Database>, clock: Clock, userId: string): Promise<void> {
  await db.updateTable('dashboard_users').set({ last_sign_in_at: toIso(clock.now()) }).where('id', '=', userId).execute();
}

export async function findUser(db: Kysely<Database>, id: string): Promise<DashboardUserTable | undefined> {
  return db.selectFrom('dashboard_users').selectAll().where('id', '=', id).executeTakeFirst();
}
