import type { CountryCode } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { isCountryCode } from '../../lib/contracts';

/** A user as the features see it (never sent to clients as is: it holds the password hash). */
export interface UserRecord {
  id: string;
  email: string;
  passwordHash: string;
  name: string;
  surname: string;
  roles: string[];
  countries: CountryCode[];
  termsAccepted: boolean;
  termsAcceptedAt: Date | null;
  language: string;
}

interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  name: string;
  surname: string;
  roles: string[];
  countries: string[];
  terms_accepted: boolean;
  terms_accepted_at: Date | null;
  language: string;
}

const COLUMNS =
  'id, email, password_hash, name, surname, roles, countries, terms_accepted, terms_accepted_at, language';

function toUser(row: UserRow): UserRecord {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    name: row.name,
    surname: row.surname,
    roles: row.roles,
    countries: row.countries.filter(isCountryCode),
    termsAccepted: row.terms_accepted,
    termsAcceptedAt: row.terms_accepted_at,
    language: row.language,
  };
}

/** Looks a user up by e-mail, ignoring case and surrounding spaces. */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRow>(`select ${COLUMNS} from users where email = $1`, [
    email.trim().toLowerCase(),
  ]);
  return rows[0] ? toUser(rows[0]) : null;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRow>(`select ${COLUMNS} from users where id = $1`, [id]);
  return rows[0] ? toUser(rows[0]) : null;
}
