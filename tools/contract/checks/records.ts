// The client's records (docs/api.md "Purchases, payments and dashboard", "Saved searches",
// "Favorites"): purchases and one of them, payments, saved searches and a favorites group.
import type { FavoriteListResponse } from '../../../schemas/api/listing';
import type { PaymentListResponse } from '../../../schemas/api/payments';
import type { PurchaseListResponse } from '../../../schemas/api/purchases';
import { as, type Context } from '../context';
import { skip } from '../step';
import { expectPage } from './pages';

const PAGE_SIZE = 20;

export async function checkRecords(context: Context): Promise<void> {
  const { checks } = context;
  checks.area('Purchases, payments, saved searches, favorites');
  const jar = () => as(context, 'client').jar;
  const purchases = await checks.run(
    `GET /purchased-cars/list?pageSize=${PAGE_SIZE} as the client: the page size and totals`,
    async (step) => {
      const answer = await step.call<PurchaseListResponse>(jar(), 'purchaseList', { query: { pageSize: PAGE_SIZE } });
      expectPage(step, answer.carsList, answer.pageInfo, 1, PAGE_SIZE);
      return answer;
    },
  );
  await checks.run('GET /purchased-cars/view?id= (the first purchase)', async (step) => {
    const signedIn = jar();
    if (!purchases) skip('the purchase list did not pass');
    const purchase = purchases.carsList[0];
    if (!purchase) skip('the client has no purchases');
    await step.call(signedIn, 'purchaseDetail', { query: { id: purchase.id } });
  });
  await checks.run(`GET /payments/list?pageSize=${PAGE_SIZE} as the client: the page size and totals`, async (step) => {
    const answer = await step.call<PaymentListResponse>(jar(), 'paymentList', { query: { pageSize: PAGE_SIZE } });
    expectPage(step, answer.records, answer.pageInfo, 1, PAGE_SIZE);
  });
  await checks.run('GET /user/my-search?type=car-auction as the client', (step) =>
    step.call(jar(), 'mySearches', { query: { type: 'car-auction' } }),
  );
  await checks.run(`GET /favorite/list?group=A&pageSize=${PAGE_SIZE} as the client: the page size and totals`, async (step) => {
    const answer = await step.call<FavoriteListResponse>(jar(), 'favoriteList', { query: { group: 'A', pageSize: PAGE_SIZE } });
    expectPage(step, answer.carsList, answer.pageInfo, 1, PAGE_SIZE);
  });
}
