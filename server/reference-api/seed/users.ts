// Users: the demo accounts of docs/api.md, a few managers and about 200 generated clients (a handful
// belong to the demo dealer), so bid tables have bidders and the manager has clients.
import { OPTIONAL_PERMISSION_FLAGS, PERMISSION_FLAGS, LANGUAGE_IDS } from '../../../schemas/api/session';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/open';
import { COUNTRIES } from '../reference/countries';
import { ROLE_ID, USER_TYPE } from '../../../schemas/api/roles';
import { CLIENT_NOTES, COMPANY_PATTERNS, PEOPLE, asciiSlug } from './people';
import type { Random } from './random';

export type PermissionFlag = (typeof PERMISSION_FLAGS)[number] | (typeof OPTIONAL_PERMISSION_FLAGS)[number];

const VIEW_FLAGS: readonly PermissionFlag[] = ['carAuctionsView', 'salesStatisticsView', 'onepriceView', 'bikeView', 'machineryView'];

export const CLIENT_FLAGS: readonly PermissionFlag[] = [
  ...VIEW_FLAGS,
  'biddingAllowed',
  'creditLimitCheck',
  'dailyBidLimitCheck',
  'ussLimitCheck',
  'bidDeadlineCheck',
  'shareCar',
  'downloadPhotos',
  'downloadInvoice',
  'auctionTranslationUse',
  'exportTypeShow',
  'exportTypeOptional',
];

const DEALER_FLAGS: readonly PermissionFlag[] = [...CLIENT_FLAGS, 'dealerBidAccess'];

const MANAGER_FLAGS: readonly PermissionFlag[] = [...PERMISSION_FLAGS, ...OPTIONAL_PERMISSION_FLAGS].filter(
  (flag) => flag !== 'dealerBidAccess',
);

/** Restricted users see cars but cannot bid, and lack the bike and machinery pages. */
const RESTRICTED_FLAGS: readonly PermissionFlag[] = CLIENT_FLAGS.filter(
  (flag) => !['biddingAllowed', 'bikeView', 'machineryView'].includes(flag),
);

interface NewUser {
  email: string;
  password: string | null;
  fullName: string;
  company: string | null;
  countryId: number;
  currency: string;
  city: string | null;
  address: string | null;
  mobile: string | null;
  officePhone: string | null;
  userType: number;
  roleId: number;
  userLevel: number | null;
  dealerId: number | null;
  managerId: number | null;
  balance: number;
  creditLimit: number;
  dailyBidLimit: number;
  dailyUssLimit: number;
  bidEmailNotify: boolean;
  language: number | null;
  note: string | null;
  /** a destination id of the shipped brands' price lists (config costs) */
  destinationPort: string | null;
  createdAt: string;
  lastLogin: string | null;
  flags: readonly PermissionFlag[];
}

export interface SeededUsers {
  readonly manager: number;
  readonly client: number;
  readonly dealer: number;
  readonly restricted: number;
  readonly disabled: number;
  readonly managers: readonly number[];
  /** generated clients that may bid */
  readonly bidders: ReadonlyArray<{ id: number; managerId: number }>;
  readonly dealerClients: ReadonlyArray<{ id: number; managerId: number }>;
}

const DAY_MS = 24 * 3600 * 1000;

function daysAgo(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}

function phone(rng: Random, countryId: number): string {
  const dial = COUNTRIES.find((country) => country.id === countryId)?.dialCode ?? '81';
  if (dial === '7') return `+7 (9${rng.digits(2)}) ${rng.digits(3)}-${rng.digits(2)}-${rng.digits(2)}`;
  return `+${dial} ${rng.digits(3)} ${rng.digits(3)} ${rng.digits(3)}`;
}

function demoUsers(now: Date): Record<'manager' | 'client' | 'dealer' | 'restricted' | 'disabled', NewUser> {
  const common = {
    address: null,
    officePhone: null,
    userLevel: 1,
    dealerId: null,
    managerId: null,
    bidEmailNotify: true,
    language: LANGUAGE_IDS.en,
    note: null,
    destinationPort: null,
    createdAt: daysAgo(now, 400),
    lastLogin: daysAgo(now, 1),
  };
  return {
    manager: {
      ...common,
      email: 'manager@seri.example',
      password: 'manager123',
      fullName: 'Kenji Watanabe',
      company: 'Seri Trading Co., Ltd.',
      countryId: 111,
      currency: 'JPY',
      city: 'Yokohama',
      address: '2-3-1 Minatomirai, Nishi-ku',
      mobile: '+81 90 1234 5678',
      officePhone: '+81 45 123 4567',
      userType: USER_TYPE.manager,
      roleId: ROLE_ID.manager,
      balance: 0,
      creditLimit: 0,
      dailyBidLimit: 0,
      dailyUssLimit: 50,
      flags: MANAGER_FLAGS,
    },
    client: {
      ...common,
      email: 'client@seri.example',
      password: 'client123',
      fullName: 'Alexey Smirnov',
      company: 'Primorye Auto LLC',
      countryId: 183,
      currency: 'USD',
      city: 'Vladivostok',
      destinationPort: 'vladivostok',
      address: 'Svetlanskaya St. 12, office 4',
      mobile: '+7 (914) 123-45-67',
      userType: USER_TYPE.client,
      roleId: ROLE_ID.client,
      balance: 1_500_000,
      creditLimit: 3_000_000,
      dailyBidLimit: 20,
      dailyUssLimit: 10,
      flags: CLIENT_FLAGS,
    },
    dealer: {
      ...common,
      email: 'dealer@seri.example',
      password: 'dealer123',
      fullName: 'Daniyar Abdyldaev',
      company: 'Bishkek Motors Dealer Group',
      countryId: 120,
      currency: 'USD',
      city: 'Bishkek',
      destinationPort: 'vladivostok',
      mobile: '+996 555 123 456',
      userType: USER_TYPE.client,
      roleId: ROLE_ID.dealer,
      userLevel: 2,
      balance: 5_000_000,
      creditLimit: 10_000_000,
      dailyBidLimit: 50,
      dailyUssLimit: 30,
      flags: DEALER_FLAGS,
    },
    restricted: {
      ...common,
      email: 'restricted@seri.example',
      password: 'restricted123',
      fullName: 'James Carter',
      company: null,
      countryId: 159,
      currency: 'NZD',
      city: 'Auckland',
      destinationPort: 'auckland',
      mobile: '+64 21 555 0199',
      userType: USER_TYPE.client,
      roleId: ROLE_ID.restricted,
      balance: 0,
      creditLimit: 0,
      dailyBidLimit: 5,
      dailyUssLimit: 0,
      flags: RESTRICTED_FLAGS,
    },
    disabled: {
      ...common,
      email: 'disabled@seri.example',
      password: 'disabled123',
      fullName: 'Oleg Kuznetsov',
      company: null,
      countryId: 183,
      currency: 'RUB',
      city: 'Khabarovsk',
      mobile: '+7 (924) 555-01-02',
      userType: USER_TYPE.client,
      roleId: ROLE_ID.disabled,
      balance: 0,
      creditLimit: 0,
      dailyBidLimit: 0,
      dailyUssLimit: 0,
      flags: [],
    },
  };
}

function generatedPerson(rng: Random, now: Date, serial: number, managerId: number): NewUser {
  const people = rng.weighted(PEOPLE);
  const first = rng.pick(people.first);
  const female = people.gendered === true && first.endsWith('a');
  const last = `${rng.pick(people.last)}${female ? 'a' : ''}`;
  const city = rng.pick(people.cities);
  const registeredDaysAgo = rng.int(30, 2500);
  const roleId = rng.weighted([
    { value: ROLE_ID.client, weight: 85 },
    { value: ROLE_ID.vip, weight: 7 },
    { value: ROLE_ID.troublesome, weight: 4 },
    { value: ROLE_ID.restricted, weight: 4 },
  ]);
  const createCompany = rng.pick(COMPANY_PATTERNS);
  return {
    email: `${asciiSlug(first)}.${asciiSlug(last)}${serial}@example.com`,
    password: null,
    fullName: `${first} ${last}`,
    company: rng.chance(0.7) ? createCompany(last, city) : null,
    countryId: people.countryId,
    currency: rng.pick(['JPY', 'USD', people.currency]),
    city,
    address: null,
    mobile: phone(rng, people.countryId),
    officePhone: rng.chance(0.2) ? phone(rng, people.countryId) : null,
    userType: USER_TYPE.client,
    roleId,
    userLevel: rng.int(1, 3),
    dealerId: null,
    managerId,
    balance: rng.int(0, 300) * 10_000,
    creditLimit: rng.pick([0, 500_000, 1_000_000, 2_000_000, 3_000_000, 5_000_000]),
    dailyBidLimit: rng.pick([10, 20, 30, 50]),
    dailyUssLimit: rng.pick([0, 5, 10, 20]),
    bidEmailNotify: rng.chance(0.8),
    language: people.countryId === 183 && rng.chance(0.7) ? LANGUAGE_IDS.ru : rng.chance(0.8) ? LANGUAGE_IDS.en : null,
    note: rng.chance(0.2) ? rng.pick(CLIENT_NOTES) : null,
    destinationPort: null,
    createdAt: daysAgo(now, registeredDaysAgo),
    lastLogin: rng.chance(0.9) ? daysAgo(now, rng.float(0, Math.min(60, registeredDaysAgo))) : null,
    flags: roleId === ROLE_ID.restricted ? RESTRICTED_FLAGS : CLIENT_FLAGS,
  };
}

function generatedManager(rng: Random, now: Date, index: number): NewUser {
  const names = ['Yuki Tanaka', 'Hiroshi Suzuki', 'Aiko Nakamura'];
  const fullName = names[index % names.length] ?? 'Seri Manager';
  return {
    ...demoUsers(now).manager,
    email: `${asciiSlug(fullName)}@seri.example`,
    password: null,
    fullName,
    mobile: `+81 80 ${rng.digits(4)} ${rng.digits(4)}`,
    createdAt: daysAgo(now, rng.int(300, 2000)),
    lastLogin: daysAgo(now, rng.float(0, 5)),
  };
}

export function seedUsers(db: Db, rng: Random, now: Date, clientCount: number): SeededUsers {
  const insertUser = db.prepare(`INSERT INTO users (
      email, password_hash, full_name, company, country_id, currency, city, address, mobile, office_phone,
      user_type, role_id, user_level, dealer_id, manager_id, jas_client_id, balance, credit_limit,
      daily_bid_limit, daily_uss_limit, bid_email_notify, language, note, destination_port, created_at, last_login
    ) VALUES (
      @email, @passwordHash, @fullName, @company, @countryId, @currency, @city, @address, @mobile, @officePhone,
      @userType, @roleId, @userLevel, @dealerId, @managerId, NULL, @balance, @creditLimit,
      @dailyBidLimit, @dailyUssLimit, @bidEmailNotify, @language, @note, @destinationPort, @createdAt, @lastLogin
    )`);
  const setJasId = db.prepare('UPDATE users SET jas_client_id = 100000 + id WHERE id = ?');
  const grant = db.prepare('INSERT INTO user_permissions (user_id, flag) VALUES (?, ?)');
  const add = (user: NewUser): number => {
    const { flags, password, bidEmailNotify, ...columns } = user;
    const id = Number(
      insertUser.run({
        ...columns,
        passwordHash: password === null ? null : hashPassword(password),
        bidEmailNotify: bidEmailNotify ? 1 : 0,
      }).lastInsertRowid,
    );
    setJasId.run(id);
    for (const flag of flags) grant.run(id, flag);
    return id;
  };

  const demo = demoUsers(now);
  const manager = add(demo.manager);
  const client = add({ ...demo.client, managerId: manager });
  const dealer = add({ ...demo.dealer, managerId: manager });
  const restricted = add({ ...demo.restricted, managerId: manager });
  const disabled = add({ ...demo.disabled, managerId: manager });
  const managers = [manager, ...[0, 1, 2].map((index) => add(generatedManager(rng, now, index)))];

  const bidders: Array<{ id: number; managerId: number }> = [];
  const dealerClients: Array<{ id: number; managerId: number }> = [];
  for (let serial = 1; serial <= clientCount; serial += 1) {
    const managerId = rng.chance(0.4) ? manager : rng.pick(managers);
    const person = generatedPerson(rng, now, serial, managerId);
    const ownedByDealer = serial <= 3;
    const id = add(ownedByDealer ? { ...person, roleId: ROLE_ID.client, flags: CLIENT_FLAGS, dealerId: dealer } : person);
    if (ownedByDealer) dealerClients.push({ id, managerId });
    else if (person.roleId !== ROLE_ID.restricted) bidders.push({ id, managerId });
  }
  return { manager, client, dealer, restricted, disabled, managers, bidders, dealerClients };
}
