// Chat state shown on bid rows (last message, unread marker) is patched in every cached bid table
// page, so the tables follow the chat without refetching.
import type { QueryClient } from '@tanstack/react-query';
import type { BidListResponse, BidRow } from '../../../schemas/api/bids';
import { bidListKeys } from '../bid-keys';

type ChatFields = Partial<Pick<BidRow, 'message' | 'isRead'>>;

const isBidPage = (data: unknown): data is BidListResponse =>
  typeof data === 'object' && data !== null && Array.isArray((data as Partial<BidListResponse>).cars);

export function patchBidRowChat(queryClient: QueryClient, bidId: number, fields: ChatFields): void {
  queryClient.setQueriesData({ queryKey: bidListKeys.all }, (data: unknown) => {
    if (!isBidPage(data) || !data.cars.some((row) => row.bidId === bidId)) return data;
    return { ...data, cars: data.cars.map((row) => (row.bidId === bidId ? { ...row, ...fields } : row)) };
  });
}

/** A bid's row from any cached bid table page (a chat toast names the lot with it). */
export function findCachedBidRow(queryClient: QueryClient, bidId: number): BidRow | undefined {
  for (const [, data] of queryClient.getQueriesData({ queryKey: bidListKeys.all })) {
    const row = isBidPage(data) ? data.cars.find((car) => car.bidId === bidId) : undefined;
    if (row) return row;
  }
  return undefined;
}
