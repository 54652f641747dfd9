// Events that came while there was no connection (before the first connect of a visit, which waits
// for the page to load, or during a drop) were not heard: a connect fetches again what they refresh.
// Another manager's change of a bid refreshes what shows it.
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { vi } from 'vitest';
import { bidLogsQuery } from '../../../../src/api/bid-management';
import { bidChatKey } from '../../../../src/api/bid-chat';
import { bidListKeys } from '../../../../src/api/bid-keys';
import { listingKeys } from '../../../../src/api/listing';
import { lotDetailKeys } from '../../../../src/api/lot-detail';
import { CLIENT_BALANCE_KEY, DASHBOARD_SUMMARY_KEY, profileQuery } from '../../../../src/api/session';
import { menuCountersQuery } from '../../../../src/api/site';
import { closeChat, openChat } from '../../../../src/stores/bid-chat';
import { createRealtimeHandlers } from '../../../../src/features/notifications/realtime-events';

function handlersWith(keys: readonly (readonly unknown[])[]) {
  const queryClient = new QueryClient();
  for (const key of keys) queryClient.setQueryData(key, { cached: true });
  const handlers = createRealtimeHandlers({ queryClient, viewer: () => undefined, language: () => 'en', show: () => {}, play: () => {} });
  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  return { handlers, stale };
}

/** The balance figures: the profile's, the dashboard's, a client's as a manager's bid form shows it. */
const balances = [profileQuery().queryKey, DASHBOARD_SUMMARY_KEY, [CLIENT_BALANCE_KEY, 31]];

describe('a bid event', () => {
  it('marks stale the balance figures a manager’s bid, amount or status moves, besides the bid data', () => {
    const { handlers, stale } = handlersWith([...balances, [...bidListKeys.all, 'client', 'page', 'tab=1'], ['country-list']]);
    handlers.bidEvent({
      eventType: 'managerChangeAmount',
      bidId: 7,
      lotNo: 1043,
      auctionName: 'USS Tokyo',
      specification: 'Toyota Prius',
      isClientMessage: false,
      message: { en: 'A manager changed your bid', ru: 'Менеджер изменил вашу ставку' },
    });
    expect([...balances, [...bidListKeys.all, 'client', 'page', 'tab=1']].map(stale)).toEqual([true, true, true, true]);
    expect(stale(['country-list'])).toBe(false);
  });
});

describe('another manager’s change of a bid', () => {
  it('marks stale the bid tables, the bid’s history and the badges, silently', () => {
    const queryClient = new QueryClient();
    const keys = [[...bidListKeys.all, 'bid-manager', 'page', 'tab=1'], bidLogsQuery(7).queryKey, menuCountersQuery().queryKey];
    for (const key of [...keys, bidLogsQuery(8).queryKey]) queryClient.setQueryData(key, { cached: true });
    const show = vi.fn();
    const play = vi.fn();
    const handlers = createRealtimeHandlers({ queryClient, viewer: () => undefined, language: () => 'en', show, play });
    handlers.bidUpdate({ bidId: 7 });
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(keys.map(stale)).toEqual([true, true, true]);
    expect(stale(bidLogsQuery(8).queryKey)).toBe(false);
    expect(show).not.toHaveBeenCalled();
    expect(play).not.toHaveBeenCalled();
  });
});

describe('a connect of the live updates', () => {
  afterEach(closeChat);

  const bidData = [
    [...bidListKeys.all, 'client', 'page', 'tab=1'],
    [...lotDetailKeys.all, 'car-auction', 7],
    bidLogsQuery(7).queryKey,
    menuCountersQuery().queryKey,
    bidChatKey(7),
    ...balances,
  ];
  const listing = [...listingKeys.pageType('car-auction'), 'page', 'pageSize=20'];
  const untouched = [['country-list'], bidChatKey(8)];

  it('after a drop marks stale what bid, chat and search-alert events refresh, the open chat too', () => {
    openChat(7);
    const { handlers, stale } = handlersWith([...bidData, listing, ...untouched]);
    handlers.connected(true);
    expect([...bidData, listing].map(stale)).toEqual([...bidData, listing].map(() => true));
    expect(untouched.map(stale)).toEqual([false, false]);
  });

  it('the first of a visit leaves a call that has just failed to its error, which a drop retries', async () => {
    const queryClient = new QueryClient();
    let calls = 0;
    const observer = new QueryObserver(queryClient, {
      queryKey: [...bidListKeys.all, 'client', 'page', 'tab=1'],
      queryFn: () => {
        calls += 1;
        return Promise.reject(new Error('HTTP 500'));
      },
      retry: false,
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));
    const handlers = createRealtimeHandlers({ queryClient, viewer: () => undefined, language: () => 'en', show: () => {}, play: () => {} });
    handlers.connected(false);
    // its page shows the error (with Reload) now, not a second round of tries first
    expect(observer.getCurrentResult().status).toBe('error');
    expect(calls).toBe(1);
    handlers.connected(true);
    expect(calls).toBe(2);
    unsubscribe();
  });

  it('the first of a visit leaves the listing the page has just fetched', () => {
    openChat(7);
    const { handlers, stale } = handlersWith([...bidData, listing, ...untouched]);
    handlers.connected(false);
    expect(bidData.map(stale)).toEqual(bidData.map(() => true));
    expect([listing, ...untouched].map(stale)).toEqual([false, false, false]);
  });
});
