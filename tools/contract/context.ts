// What the checks share: the options, the signed-in users and what earlier checks found (lots to
// look at, a bid to read the chat of).
import type { ProfileResponse } from '../../schemas/api/session';
import type { PageType } from '../../schemas/api/operations';
import type { CookieJar } from './http';
import { skip, type Checks } from './step';

export const ROLES = ['client', 'manager', 'dealer'] as const;
export type Role = (typeof ROLES)[number];

export interface Account {
  readonly email: string;
  readonly password: string;
}

export interface ContractOptions {
  readonly apiUrl: string;
  /** client and manager are required; a dealer is checked when given */
  readonly accounts: Readonly<Partial<Record<Role, Account>>>;
  /** also make changes (and undo them) */
  readonly write: boolean;
}

export interface SignedIn {
  jar: CookieJar;
  readonly profile: ProfileResponse;
}

/** A listing lot as the checks read it. */
export type Lot = Readonly<Record<string, unknown>> & { readonly id: string };

export interface Context {
  readonly checks: Checks;
  readonly options: ContractOptions;
  readonly signedIn: Partial<Record<Role, SignedIn>>;
  /** the first page of each page type's listing the client sees */
  readonly lots: Partial<Record<PageType, readonly Lot[]>>;
}

/** The session of a role, or SKIP when it could not sign in. */
export function as(context: Context, role: Role): SignedIn {
  const signedIn = context.signedIn[role];
  if (signedIn) return signedIn;
  return skip(context.options.accounts[role] ? `the ${role} could not log in` : `no --${role} account given`);
}
