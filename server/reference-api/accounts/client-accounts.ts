// Accounts people open themselves: clients (userType 2, role Client 1064) with the demo client's
// permissions, no balance or credit yet, and an e-mail address still to confirm.
import { ROLE_ID, USER_TYPE } from '../../../schemas/api/roles';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/open';
import { CLIENT_FLAGS } from '../seed/users';

export interface NewClient {
  readonly email: string;
  readonly password: string;
  readonly fullName: string;
  readonly countryId: number;
  readonly city: string;
  readonly mobile: string;
  readonly language: number;
  readonly referralCode: string | null;
}

/** Prices are in yen (seed 000 §9), so every account's currency is JPY. */
const CURRENCY = 'JPY';
const USER_LEVEL = 1;

export function createClientAccounts(db: Db): (client: NewClient, at: Date) => number {
  const insertUser = db.prepare(`INSERT INTO users (
      email, password_hash, full_name, country_id, currency, city, mobile, user_type, role_id, user_level,
      language, referral_code, email_verified, created_at
    ) VALUES (
      @email, @passwordHash, @fullName, @countryId, @currency, @city, @mobile, @userType, @roleId, @userLevel,
      @language, @referralCode, 0, @createdAt
    )`);
  // Client numbers as the seed gives them.
  const setJasId = db.prepare('UPDATE users SET jas_client_id = 100000 + id WHERE id = ?');
  const grant = db.prepare('INSERT INTO user_permissions (user_id, flag) VALUES (?, ?)');

  return db.transaction((client: NewClient, at: Date) => {
    const { password, ...columns } = client;
    const id = Number(
      insertUser.run({
        ...columns,
        passwordHash: hashPassword(password),
        currency: CURRENCY,
        userType: USER_TYPE.client,
        roleId: ROLE_ID.client,
        userLevel: USER_LEVEL,
        createdAt: at.toISOString(),
      }).lastInsertRowid,
    );
    setJasId.run(id);
    for (const flag of CLIENT_FLAGS) grant.run(id, flag);
    return id;
  });
}
