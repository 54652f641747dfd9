// Sessions as the v1 API answers them, typed by the API schemas.
import {
  OPTIONAL_PERMISSION_FLAGS,
  PERMISSION_FLAGS,
  type Permissions,
  type Profile,
  type ProfileResponse,
} from '../../schemas/api/session';
import type { ApiRoutes } from './fetch-mock';

export const ROLES = {
  client: { userType: 2, roleId: 1064 },
  manager: { userType: 3, roleId: 991 },
  dealer: { userType: 2, roleId: 1092 },
} as const;

type Flags = Partial<Record<(typeof PERMISSION_FLAGS)[number] | (typeof OPTIONAL_PERMISSION_FLAGS)[number], boolean>>;

/** Every permission on unless overridden. */
export function permissions(overrides: Flags = {}): Permissions {
  const all = Object.fromEntries([...PERMISSION_FLAGS, ...OPTIONAL_PERMISSION_FLAGS].map((f) => [f, true]));
  return { ...all, ...overrides } as Permissions;
}

export function profile(detail: Partial<Profile> = {}, flags: Flags = {}): ProfileResponse {
  return {
    success: true,
    detail: {
      userId: 7,
      userLevel: 1,
      fullName: 'Ivan Petrov',
      email: 'client@seri.example',
      company: null,
      countryId: 183,
      currency: 'JPY',
      ...ROLES.client,
      city: 'Vladivostok',
      address: null,
      lastLogin: '2025-01-10T09:00:00Z',
      mobile: null,
      officePhone: null,
      bidEmailNotify: true,
      language: 692,
      invoiceLink: '',
      ...detail,
    },
    balanceInfo: { balance: 0, creditLimit: 0, dailyBidLimit: 0, dailyUssLimit: 0, activeBids: 0 },
    permission: permissions(flags),
  };
}

const menuCounters = (bid: number) => ({
  bid,
  search: { bikes: 0, 'bike-stats': 0, 'car-auction': 0, stock: 0, stats: 0, machinery: 0 },
});

/** Public reference data every page load asks for. */
const referenceData: ApiRoutes = {
  'GET /site/get-country-list': { body: [{ value: 183, label: 'Russian Federation' }] },
  'GET /site/currency-list': { body: [{ value: 'JPY', label: 'Yen' }] },
  'GET /site/gearbox-list': { body: [] },
  'GET /site/auction-status-list': { body: [{ label: '4531', value: 'Ongoing' }] },
};

/** A signed-in session. */
export function signedIn(user: ProfileResponse = profile(), bidCount = 0): ApiRoutes {
  return {
    ...referenceData,
    'GET /user/view-profile': { body: user },
    'GET /site/menu-counters': { body: menuCounters(bidCount) },
    'POST /auth/logout': { body: { success: true } },
    'PUT /user/update-setting': { body: { success: true } },
  };
}

/** No session: the profile answers 401 and so does the refresh. */
export function anonymous(): ApiRoutes {
  return {
    ...referenceData,
    'GET /user/view-profile': { status: 401, body: { success: false, message: 'Unauthorized' } },
    'GET /auth/update': { status: 401, body: { success: false, message: 'Unauthorized' } },
    'GET /site/menu-counters': { body: menuCounters(0) },
  };
}
