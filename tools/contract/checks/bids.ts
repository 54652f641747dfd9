// Bid lists of each role (docs/api.md "Bid lists", "Chat"): the tables with their filters and
// counters, the lot search, the bid form's lists, and the chat and history of a bid the role sees.
import type { BidListResponse } from '../../../schemas/api/bids';
import { as, type Context, type Role } from '../context';
import { skip } from '../step';
import { expectPage, expectSorted } from './pages';

const PAGE_SIZE = 20;

/** The live table of each role and the calls only that role may make. */
const TABLES: Readonly<Record<Role, { list: string; path: string; forbidden: string; forbiddenPath: string }>> = {
  client: { list: 'myBids', path: '/bid/my-bid', forbidden: 'managerBids', forbiddenPath: '/bid/index' },
  manager: { list: 'managerBids', path: '/bid/index', forbidden: 'myBids', forbiddenPath: '/bid/my-bid' },
  dealer: { list: 'dealerBids', path: '/bid/dealer', forbidden: 'managerBids', forbiddenPath: '/bid/index' },
};

async function checkRole(context: Context, role: Role): Promise<void> {
  const { checks } = context;
  const table = TABLES[role];
  const jar = () => as(context, role).jar;
  const live = await checks.run(`GET ${table.path}?pageSize=${PAGE_SIZE} as the ${role}: the page size and totals`, async (step) => {
    const answer = await step.call<BidListResponse>(jar(), table.list, { query: { pageSize: PAGE_SIZE } });
    expectPage(step, answer.cars, answer.pageInfo, 1, PAGE_SIZE);
    return answer;
  });
  for (const order of ['ASC', 'DESC'] as const) {
    await checks.run(`GET ${table.path}?sort=bidAmount&order=${order} as the ${role}: the sort is honoured`, async (step) => {
      const answer = await step.call<BidListResponse>(jar(), table.list, { query: { pageSize: 70, sort: 'bidAmount', order } });
      expectSorted(step, answer.cars, 'bidAmount', order);
    });
  }
  await checks.run(`GET ${table.forbiddenPath} as the ${role} answers 403`, async (step) => {
    await step.answer(jar(), table.forbidden, { expect: 403 });
  });
  await checks.run(`GET /bid/bid-history as the ${role}`, (step) => step.call(jar(), 'bidHistory', { query: { pageSize: PAGE_SIZE } }));
  await checks.run(`GET /bid/filters as the ${role}`, (step) => step.call(jar(), 'bidFilters'));
  await checks.run(`GET /bid/bid-history-filters as the ${role}`, (step) => step.call(jar(), 'bidHistoryFilters'));
  const bid = live?.cars[0];
  const noBid: () => never = () => skip(live ? `the ${role} has no live bids` : `${table.path} did not pass`);
  await checks.run(`GET /bid/search?lotNo= (a lot of the ${role}'s bids)`, async (step) => {
    const signedIn = jar();
    if (!bid) noBid();
    await step.call(signedIn, 'bidLotSearch', { query: { lotNo: bid.lotNo } });
  });
  await checks.run(`GET /bid/chat?bidId= as the ${role}`, async (step) => {
    const signedIn = jar();
    if (!bid) noBid();
    await step.call(signedIn, 'bidChat', { query: { bidId: bid.bidId } });
  });
  if (role === 'manager') {
    await checks.run('GET /bid/logs?bidId= as the manager', async (step) => {
      const signedIn = jar();
      if (!bid) noBid();
      await step.call(signedIn, 'bidLogs', { query: { bidId: bid.bidId } });
    });
    await checks.run('GET /bid/export-type as the manager', (step) => step.call(jar(), 'exportTypes'));
  } else {
    await checks.run(`GET /bid/type as the ${role}`, (step) => step.call(jar(), 'bidTypes'));
    await checks.run(`GET /bid/group as the ${role}`, (step) => step.call(jar(), 'bidGroups'));
  }
  if (role === 'dealer') await checks.run('GET /bid/dealer-clients as the dealer', (step) => step.call(jar(), 'dealerClients'));
  await checks.run(`GET /dashboard/summary as the ${role}`, (step) => step.call(jar(), 'dashboard'));
}

export async function checkBidLists(context: Context): Promise<void> {
  for (const role of ['client', 'manager', 'dealer'] as const) {
    if (role === 'dealer' && !context.options.accounts.dealer) continue;
    context.checks.area(`Bids: the ${role}`);
    await checkRole(context, role);
  }
}
