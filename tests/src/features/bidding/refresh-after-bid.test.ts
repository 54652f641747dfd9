// A bid placed, raised or cancelled moves the money figures every screen shows: the balance page and
// the header's (the profile), the dashboard and, for a manager, the client's credit in the bid form.
import { QueryClient } from '@tanstack/react-query';
import { refreshAfterBid } from '../../../../src/api/bidding';
import { CLIENT_BALANCE_KEY, DASHBOARD_SUMMARY_KEY, profileQuery } from '../../../../src/api/session';

it('marks stale the balance figures of the profile, the dashboard and a client’s, and leaves the rest', async () => {
  const queryClient = new QueryClient();
  const balances = [profileQuery().queryKey, DASHBOARD_SUMMARY_KEY, [CLIENT_BALANCE_KEY, 31]];
  for (const key of [...balances, ['country-list']]) queryClient.setQueryData(key, { cached: true });

  await refreshAfterBid(queryClient);
  expect(balances.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([true, true, true]);
  expect(queryClient.getQueryState(['country-list'])?.isInvalidated).toBe(false);
});
