// The message ids naming bid and purchase statuses (seed 000 §4, seed 001 §4), the same wherever a
// status shows: the portal's tables and pages, and the API's CSV export.
import type { PortalRole } from '../../schemas/api/roles';

const BID_STATUS_MESSAGE_IDS = {
  1: 'bidStatus.1',
  2: 'bidStatus.2',
  3: 'bidStatus.3',
  4: 'bidStatus.4',
  5: 'bidStatus.5',
  6: 'bidStatus.6',
  7: 'bidStatus.7',
} as const;

type BidStatusMessageId = (typeof BID_STATUS_MESSAGE_IDS)[keyof typeof BID_STATUS_MESSAGE_IDS] | 'bidStatus.underReview';

/**
 * The message id naming a bid status for a viewer; undefined for no status. Managers see 1 New … 6 Win
 * and 7 Won (the spec's won icon, named); clients and dealers see status 1 as 'Under review'.
 */
export function bidStatusMessageId(status: number | null, role: PortalRole | undefined): BidStatusMessageId | undefined {
  if (status === 1 && role !== 'manager') return 'bidStatus.underReview';
  return status === null ? undefined : BID_STATUS_MESSAGE_IDS[status as keyof typeof BID_STATUS_MESSAGE_IDS];
}

/** The message id of a purchase status's name; null and codes outside 1–8 read as Processing. */
export const purchaseStatusMessageId = (status: number | null): `purchaseStatus.${number}` =>
  `purchaseStatus.${status !== null && status >= 1 && status <= 8 ? status : 0}`;
