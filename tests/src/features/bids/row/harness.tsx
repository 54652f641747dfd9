// A bid row control with the app's providers, a signed-in viewer of a role and a fake API.
import type { ReactElement } from 'react';
import type { BidRow } from '../../../../../schemas/api/bids';
import { resetBidEdits } from '../../../../../src/features/bids/row/bid-edit-store';
import { renderEngine } from '../../../engine/harness';
import { mockFetch, type ApiRoutes } from '../../../fetch-mock';
import { profile, ROLES, signedIn } from '../../../fixtures';

type Flags = Parameters<typeof profile>[1];

/** A bid on lot 1234 auctioned today at 23:59 Japan time, status 2, by someone else. */
export function bidRow(overrides: Partial<BidRow> = {}): BidRow {
  return {
    bidId: 501,
    id: '9001',
    autoBid: false,
    lotNo: '1234',
    lotType: 'car-auction',
    auctionDate: '2026-11-26 23:59',
    auctionName: 'USS Tokyo',
    maker: 'Toyota',
    model: 'Prius',
    year: 2018,
    engine: 1800,
    chassis: 'ZVW50',
    grade: 'S',
    color: 'white',
    condition: '4',
    gearbox: 'AT',
    mileage: 42000,
    equip: 'AC',
    startPrice: 500000,
    soldPrice: null,
    bidDate: '2026-11-25T10:00:00Z',
    status: 4532,
    user: {
      name: 'Sergei Ivanov',
      company: 'Far East Motors',
      clientId: 77,
      jasClientId: 7700,
      userLevel: 1,
      roleId: 1064,
      createdAt: '2024-03-01T00:00:00Z',
      lastLogin: '2026-11-20T08:00:00Z',
      creditLimit: 2000000,
      balance: 350000,
      country: 'Russian Federation',
      countryId: 183,
      note: 'Pays on time.\nPrefers RoRo.',
      carDealer: 'Dealer Dmitri',
    },
    bidAmount: 600000,
    exportType: 'roro',
    bidGroup: 'A',
    bidStatus: 2,
    manager: 'Anna Manager',
    message: null,
    isRead: true,
    adjustmentPrice: 0,
    images: [],
    archived: false,
    ...overrides,
  };
}

export function renderRow(
  ui: ReactElement,
  { role = 'manager', flags = {}, routes = {} }: { role?: keyof typeof ROLES; flags?: Flags; routes?: ApiRoutes } = {},
) {
  resetBidEdits();
  const fetch = mockFetch({ ...signedIn(profile({ ...ROLES[role], userId: 3 }, flags)), ...routes });
  return { fetch, ...renderEngine(ui, { path: '/bid-manager' }) };
}
