/**
 * Who receives an alert, as SQL: each function answers `select channel, name, addr, reason` rows for one kind of
 * recipient, gated by a company-profile flag (read from the alias `ap`, the app_profile row, in the same statement).
 * A recipient without a number or address gets addr null and the reason it is skipped.
 *
 * The rule (README 'Alerts: SMS and e-mail'):
 *   agents        by their phone (delivery_agents.RegisteredPhoneNumber1);
 *   admins        the active accounts that see System Settings: branch managers (or superusers) with no
 *                 coordinated hub. E-mail: one message per admin account, to its e-mail. SMS: accounts have no
 *                 phone field, so the admins' SMS goes once to the company phone of the profile
 *                 (app_profile.RegisteredPhoneNumber1), named 'admins (company phone)';
 *   hub coordinator  the active accounts whose coodinated_hub is the hub: e-mail to each account's e-mail; SMS once
 *                 to the hub's supervisor phone (collection_hubs.supervisor_phone), named '<hub> coordinator'.
 */
import { sql, type SQL } from 'drizzle-orm';

/** The company-profile flag `column` of the app_profile row aliased `ap` (the names are this module's constants). */
export const flagOf = (column: string): SQL => sql.raw(`ap."${column.replace(/"/g, '')}"`);

export const SKIP_REASONS = {
  accountEmail: 'no e-mail address on the account',
  companyPhone: 'no phone number in the company profile',
  agentPhone: 'no phone number on the agent',
  hubPhone: 'no supervisor phone number on the hub',
} as const;

const blankToNull = (col: SQL) => sql`nullif(trim(${col}), '')::text`;

/** Admins' e-mail: one row per active admin account. */
export function adminEmails(flag: SQL): SQL {
  return sql`select 'email'::text as channel, ('admin (' || a.username || ')')::text as name,
      ${blankToNull(sql`a.email`)} as addr, ${SKIP_REASONS.accountEmail}::text as reason
    from accounts a
    where ${flag} and a.is_active and (a.branch_manager or a.is_superuser) and a.coodinated_hub is null`;
}

/** Admins' SMS: once, to the company phone. */
export function adminSms(flag: SQL): SQL {
  return sql`select 'sms'::text, 'admins (company phone)'::text, ${blankToNull(sql`ap."RegisteredPhoneNumber1"`)},
      ${SKIP_REASONS.companyPhone}::text
    where ${flag}`;
}

/** An agent's SMS (by the agent's id). */
export function agentSms(flag: SQL, agent: number): SQL {
  return sql`select 'sms'::text, ('Agent ' || trim(d.first_name || ' ' || d.second_name))::text,
      ${blankToNull(sql`d."RegisteredPhoneNumber1"`)}, ${SKIP_REASONS.agentPhone}::text
    from delivery_agents d
    where ${flag} and d.id = ${agent}`;
}

/** The hub coordinators' e-mail: one row per active account coordinating the hub. */
export function hubCoordinatorEmails(flag: SQL, hub: number): SQL {
  return sql`select 'email'::text, (h.name || ' coordinator (' || a.username || ')')::text,
      ${blankToNull(sql`a.email`)}, ${SKIP_REASONS.accountEmail}::text
    from accounts a join collection_hubs h on h.id = a.coodinated_hub
    where ${flag} and a.is_active and a.coodinated_hub = ${hub}`;
}

/** The hub coordinator's SMS: once, to the hub's supervisor phone. */
export function hubSms(flag: SQL, hub: number): SQL {
  return sql`select 'sms'::text, (h.name || ' coordinator')::text, ${blankToNull(sql`h.supervisor_phone`)},
      ${SKIP_REASONS.hubPhone}::text
    from collection_hubs h
    where ${flag} and h.id = ${hub}`;
}
