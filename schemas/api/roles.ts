// User types and role ids of seed 000 §6, and the portal role that picks menus (client) and socket rooms (server).
export const USER_TYPE = { client: 2, manager: 3 } as const;

export const ROLE_ID = {
  limited: 979,
  guest: 980,
  vip: 981,
  disabled: 982,
  restricted: 984,
  manager: 991,
  client: 1064,
  troublesome: 1065,
  dealer: 1092,
} as const;

export type PortalRole = 'manager' | 'client' | 'dealer';

/** Seed 000 §2: roleId 1092 is a dealer, else userType 2 a client, else a manager. */
export function portalRole(user: { roleId: number; userType: number }): PortalRole {
  if (user.roleId === ROLE_ID.dealer) return 'dealer';
  if (user.userType === USER_TYPE.client) return 'client';
  return 'manager';
}
