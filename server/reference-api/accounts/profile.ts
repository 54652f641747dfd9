// The view-profile answer of a user: details, balance and every permission flag.
import { OPTIONAL_PERMISSION_FLAGS, PERMISSION_FLAGS, type ProfileResponse } from '../../../schemas/api/session';
import type { Db } from '../db/open';
import { createBalanceReader } from './balance';

interface UserRow {
  userId: number;
  userLevel: number | null;
  fullName: string;
  email: string;
  company: string | null;
  countryId: number;
  currency: string;
  roleId: number;
  city: string | null;
  address: string | null;
  lastLogin: string;
  mobile: string | null;
  officePhone: string | null;
  bidEmailNotify: number;
  language: number | null;
  invoiceLink: string;
  userType: number;
  destinationPort: string | null;
}

export function createProfileReader(db: Db, now: () => Date): (userId: number) => ProfileResponse | undefined {
  const user = db.prepare(`SELECT id AS userId, user_level AS userLevel, full_name AS fullName, email, company,
      country_id AS countryId, currency, role_id AS roleId, city, address, COALESCE(last_login, created_at) AS lastLogin,
      mobile, office_phone AS officePhone, bid_email_notify AS bidEmailNotify, language, invoice_link AS invoiceLink,
      user_type AS userType, destination_port AS destinationPort
    FROM users WHERE id = ?`);
  const flags = db.prepare('SELECT flag FROM user_permissions WHERE user_id = ?').pluck();
  const balance = createBalanceReader(db, now);

  return (userId) => {
    const row = user.get(userId) as UserRow | undefined;
    const balanceInfo = balance(userId);
    if (!row || !balanceInfo) return undefined;
    const granted = new Set(flags.all(userId));
    const permission = Object.fromEntries(
      [...PERMISSION_FLAGS, ...OPTIONAL_PERMISSION_FLAGS].map((flag) => [flag, granted.has(flag)]),
    ) as ProfileResponse['permission'];
    return {
      success: true,
      detail: { ...row, userLevel: row.userLevel ?? 0, bidEmailNotify: row.bidEmailNotify === 1 },
      balanceInfo,
      permission,
    };
  };
}
