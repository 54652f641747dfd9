// Bid status names (seed 000 §4), the same wherever a bid shows: bid tables, the dashboard, the lot
// page's my-bid box. Managers see 1 New … 6 Win and 7 Won (the spec's won icon, named); clients and
// dealers see status 1 as 'Under review'.
import type { PortalRole } from '../../schemas/api/roles';

const STATUS_MESSAGE_IDS = {
  1: 'bidStatus.1',
  2: 'bidStatus.2',
  3: 'bidStatus.3',
  4: 'bidStatus.4',
  5: 'bidStatus.5',
  6: 'bidStatus.6',
  7: 'bidStatus.7',
} as const;

export type BidStatusMessageId = (typeof STATUS_MESSAGE_IDS)[keyof typeof STATUS_MESSAGE_IDS] | 'bidStatus.underReview';

/** The statuses a manager sets with the status buttons. */
export const MANAGED_STATUSES = [1, 2, 3, 4, 5, 6] as const;

/** The message id naming a status for a viewer; undefined for no status. */
export function bidStatusMessageId(status: number | null, role: PortalRole | undefined): BidStatusMessageId | undefined {
  if (status === 1 && role !== 'manager') return 'bidStatus.underReview';
  return status === null ? undefined : STATUS_MESSAGE_IDS[status as keyof typeof STATUS_MESSAGE_IDS];
}
