// The query keys of the bid tables and bid logs, apart from their calls: the socket's handlers, which
// every signed-in page loads, and the bid form refresh them without the bid pages' code. Every key of a
// bid table starts with ['bid-list', variant], so a mutation or a socket event refreshes them all with
// `invalidateQueries({ queryKey: bidListKeys.all })`.
import type { BidTableVariant } from './bid-table-variants';

/** Query parameters of a bid table call, as sent. */
export type BidQuery = Readonly<Record<string, string>>;

const queryText = (query: BidQuery): string => new URLSearchParams(Object.entries(query).sort(([a], [b]) => a.localeCompare(b))).toString();

/** The one place bid-list query keys are made. */
export const bidListKeys = {
  all: ['bid-list'] as const,
  variant: (variant: BidTableVariant) => [...bidListKeys.all, variant] as const,
  page: (variant: BidTableVariant, query: BidQuery) => [...bidListKeys.variant(variant), 'page', queryText(query)] as const,
  filters: (variant: BidTableVariant, query: BidQuery) => [...bidListKeys.variant(variant), 'filters', queryText(query)] as const,
  search: (variant: BidTableVariant, lotNo: string) => [...bidListKeys.variant(variant), 'search', lotNo] as const,
  dealerClients: ['bid-list', 'dealer-bids', 'dealer-clients'] as const,
};

/** A bid's history (GET /bid/logs). */
export const bidLogsKeys = {
  all: ['bid-logs'] as const,
  bid: (bidId: number) => [...bidLogsKeys.all, bidId] as const,
};
