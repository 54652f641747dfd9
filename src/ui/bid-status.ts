// Bid status names (seed 000 §4, shared/list/status-messages.ts), the same wherever a bid shows: bid
// tables, the dashboard, the lot page's my-bid box.
export { bidStatusMessageId } from '../../shared/list/status-messages';

/** The statuses a manager sets with the status buttons. */
export const MANAGED_STATUSES = [1, 2, 3, 4, 5, 6] as const;
