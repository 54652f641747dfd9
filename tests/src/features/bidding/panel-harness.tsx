// The bid panel of a car lot, rendered for a signed-in client or manager with a lot's bid info, the bid
// option lists and any company config: what the bidding component tests start from.
import { screen } from '@testing-library/react';
import type { CompanyConfig } from '../../../../config/company-schema';
import type { BidInfo } from '../../../../schemas/api/bid-info';
import type { Profile } from '../../../../schemas/api/session';
import type { PageTypeSchema } from '../../../../schemas/meta/page-type.schema';
import { BidPanel } from '../../../../src/features/bidding/BidPanel';
import { carSchema, renderEngine } from '../../engine/harness';
import { mockFetch, type ApiRoutes } from '../../fetch-mock';
import { profile, ROLES, signedIn } from '../../fixtures';
import { bidInfo as lotBidInfo } from '../lot-detail/lot-fixtures';

type Flags = Parameters<typeof profile>[1];

/** A car lot taking bids until 2099, start price 100 000 yen, the bid type and group selects shown. */
export const bidInfo = (overrides: Partial<BidInfo> = {}): BidInfo =>
  lotBidInfo({
    bidGroupShow: true,
    exportTypeShow: true,
    startPrice: 100_000,
    averagePrice: 150_000,
    biddingDeadline: '2099-01-01T00:00:00.000Z',
    auctionTime: '2099-01-01T00:30:00.000Z',
    cancellationAllowed: false,
    bidAdjustmentPrice: 10_000,
    cancelDeadlineHour: 3,
    ...overrides,
  });

const BID_LISTS: ApiRoutes = {
  'GET /bid/type': {
    body: [
      { value: 'roro', label: 'RoRo', description: 'Shipped on a RoRo vessel' },
      { value: 'container', label: 'Container', description: 'Shipped in a container' },
    ],
  },
  'GET /bid/export-type': { body: [{ value: 'cut', label: 'Half cut', description: 'Front half' }] },
  'GET /bid/group': { body: ['A', 'B', 'C', 'D', 'E'].map((group) => ({ value: group, label: group, cars: group === 'A' ? 2 : 0 })) },
};

interface PanelOptions {
  role?: keyof typeof ROLES;
  flags?: Flags;
  bidAllow?: number;
  routes?: ApiRoutes;
  schema?: PageTypeSchema;
  config?: Partial<CompanyConfig>;
  detail?: Partial<Profile>;
}

export function renderPanel(
  info: BidInfo,
  { role = 'client', flags = {}, bidAllow = 5_000_000, routes = {}, schema = carSchema, config, detail }: PanelOptions = {},
) {
  const user = profile(
    { ...ROLES[role], userId: 7, ...detail },
    { managerBidForClient: role === 'manager', lastHourBidWarning: true, ...flags },
  );
  user.balanceInfo = { ...user.balanceInfo, bidAllow };
  const fetch = mockFetch({ ...signedIn(user), ...BID_LISTS, ...routes });
  const view = renderEngine(
    <BidPanel schema={schema} lotId="9001" lotLabel="Lot 1234, Toyota Prius" auctionName="USS Tokyo" bidInfo={info} />,
    { config },
  );
  return { fetch, ...view };
}

export const amountField = () => screen.findByRole('textbox', { name: /your bid/i });
export const placeButton = () => screen.getByRole('button', { name: 'Place bid' });
