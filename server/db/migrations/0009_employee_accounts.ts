import { sql, type Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    -- The daily reminder job reads the accounts still waiting, oldest first, at a million employees.
    create index employees_pending_accounts_idx on employees (account_created_at, id) where account_state = 'CREATED';
    -- The nightly purge drops dead activation codes.
    create index employee_activation_codes_expiry_idx on employee_activation_codes (expires_at);
  `.execute(db);
};
