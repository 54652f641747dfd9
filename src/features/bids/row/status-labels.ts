// Bid status names (seed 000 §4): managers see 1 New … 6 Win and 7 blank (a won icon); clients and
// dealers see status 1 as 'Under review'.
import type { PortalRole } from '../../../../schemas/api/roles';

const STATUS_MESSAGE_IDS = {
  1: 'bidRow.status.1',
  2: 'bidRow.status.2',
  3: 'bidRow.status.3',
  4: 'bidRow.status.4',
  5: 'bidRow.status.5',
  6: 'bidRow.status.6',
  7: 'bidRow.status.7',
} as const;

export type BidStatusMessageId = (typeof STATUS_MESSAGE_IDS)[keyof typeof STATUS_MESSAGE_IDS] | 'bidRow.status.underReview';

/** The statuses a manager sets with the status buttons. */
export const MANAGED_STATUSES = [1, 2, 3, 4, 5, 6] as const;

/** The message id naming a status for a viewer; undefined for no status. */
export function bidStatusMessageId(status: number | null, role: PortalRole | undefined): BidStatusMessageId | undefined {
  if (status === 1 && role !== 'manager') return 'bidRow.status.underReview';
  return status === null ? undefined : STATUS_MESSAGE_IDS[status as keyof typeof STATUS_MESSAGE_IDS];
}
