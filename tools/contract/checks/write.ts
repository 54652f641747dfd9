// With --write: changes the portal makes, on a lot picked from the backend's own listing, each
// undone: favorites added and removed, a saved search saved, renamed and deleted, a bid refused,
// placed, raised, moved on by a manager, chatted on and cancelled. A bid cannot be deleted: it
// ends cancelled (status 4), with its chat message.
import dayjs from 'dayjs';
import type { BidListResponse } from '../../../schemas/api/bids';
import type { BidChatResponse } from '../../../schemas/api/bid-chat';
import type { BidLogsResponse } from '../../../schemas/api/bid-management';
import type { BidResult, BidTypeOption } from '../../../schemas/api/bidding';
import type { CarListingResponse, FavoriteListResponse, SavedSearchListResponse } from '../../../schemas/api/listing';
import type { ErrorResponse } from '../../../schemas/api/session';
import { as, type Context, type Lot } from '../context';
import { skip, type Step } from '../step';

const STEP = 5000;
const PAGE_TYPE = 'car-auction';
/** A lot whose auction is further away than this can be bid on and cancelled (cancelling closes 3 hours before). */
const HOURS_AHEAD = 6;

const roundUp = (yen: number) => Math.ceil(yen / STEP) * STEP;

/** The lot's auction time: its Japan date and time `YYYY-MM-DD HH:mm`. */
const auctionTime = (lot: Lot) => dayjs(`${String(lot.auctionDate).replace(' ', 'T')}:00+09:00`);

async function pickLot(context: Context): Promise<Lot | undefined> {
  return context.checks.run(`GET /${PAGE_TYPE}/listing?sort=auctionDate&order=DESC: a lot to work on`, async (step) => {
    const answer = await step.call<CarListingResponse>(as(context, 'client').jar, 'listing', {
      pageType: PAGE_TYPE,
      query: { sort: 'auctionDate', order: 'DESC', pageSize: 70 },
    });
    const soon = dayjs().add(HOURS_AHEAD, 'hour');
    const lot = answer.carsList.find(
      (candidate) =>
        !candidate.myBid &&
        (candidate.startPrice ?? 0) > 0 &&
        !candidate.wishList.some((entry) => entry.value) &&
        auctionTime(candidate as Lot).isAfter(soon),
    );
    if (!lot) skip(`no lot of the latest auctions is more than ${HOURS_AHEAD} hours away, unbid and out of favorites`);
    return lot as Lot;
  });
}

async function checkFavorites(context: Context, lot: Lot): Promise<void> {
  const { checks } = context;
  const jar = () => as(context, 'client').jar;
  const listed = async (step: Step) =>
    (await step.call<FavoriteListResponse>(jar(), 'favoriteList', { query: { group: 'A', pageSize: 70 } })).carsList.some(
      (row) => row.id === lot.id,
    );
  const added = await checks.run('POST /favorite/add, then GET /favorite/list shows the lot in group A', async (step) => {
    await step.call(jar(), 'addFavorite', { body: { group: 'A', carId: lot.id, type: PAGE_TYPE } });
    step.expect(await listed(step), `lot ${lot.id} is not in $.carsList of group A`);
    return true;
  });
  await checks.run('DELETE /favorite/delete, then GET /favorite/list no longer shows it', async (step) => {
    if (added === undefined) skip('the lot was not added');
    await step.call(jar(), 'deleteFavorite', { query: { group: 'A', carId: lot.id } });
    step.expect(!(await listed(step)), `lot ${lot.id} is still in $.carsList of group A`);
  });
}

async function checkSavedSearch(context: Context): Promise<void> {
  const { checks } = context;
  const jar = () => as(context, 'client').jar;
  const title = `Contract check ${dayjs().format('YYYY-MM-DD HH:mm:ss')}`;
  const find = async (step: Step, id?: number) =>
    (await step.call<SavedSearchListResponse>(jar(), 'mySearches', { query: { type: PAGE_TYPE } })).items.find((item) =>
      id === undefined ? item.title === title : item.id === id,
    );
  const id = await checks.run('POST /user/save-search, then GET /user/my-search lists it', async (step) => {
    const answer = await step.answer(jar(), 'saveSearch', { body: { title, params: 'sort=year&order=DESC', type: PAGE_TYPE } });
    if (answer.status === 422 && (answer.body as ErrorResponse).messageCode === 'MaxSearchesLimit')
      skip('the client has the most saved searches allowed');
    const saved = await find(step);
    if (!saved) return step.fail(`no saved search titled "${title}" in $.items`);
    return saved.id;
  });
  await checks.run('POST /user/update-search renames it', async (step) => {
    if (id === undefined) skip('nothing was saved');
    await step.call(jar(), 'updateSearch', { body: { id, title: `${title} (renamed)` } });
    step.expect((await find(step, id))?.title === `${title} (renamed)`, `$.items shows search ${id} under its old title`);
  });
  await checks.run('POST /user/delete-search, then GET /user/my-search no longer lists it', async (step) => {
    if (id === undefined) skip('nothing was saved');
    await step.call(jar(), 'deleteSearch', { body: { id } });
    step.expect((await find(step, id)) === undefined, `search ${id} is still in $.items`);
  });
}

/** Checks a 422 names the amount field: `{message: {amount: text}}`. */
function expectAmountRefusal(step: Step, body: unknown): void {
  const message = (body as ErrorResponse | undefined)?.message;
  step.expect(
    typeof message === 'object' && message !== null && 'amount' in message,
    '$.message.amount: is missing (the field the refusal is about)',
  );
}

async function checkBid(context: Context, lot: Lot): Promise<void> {
  const { checks } = context;
  const client = as(context, 'client');
  if (!client.profile.permission.biddingAllowed) {
    await checks.run('bidding', async () => skip('the client lacks biddingAllowed'));
    return;
  }
  const startPrice = Number(lot.startPrice);
  const amount = roundUp(startPrice);
  const types = await checks.run('GET /bid/type as the client', (step) => step.call<BidTypeOption[]>(client.jar, 'bidTypes'));
  const { exportTypeShow, exportTypeOptional, creditLimitCheck } = client.profile.permission;
  const bidType = exportTypeShow && !exportTypeOptional ? types?.[0]?.value : undefined;
  const body = (yen: number) => ({
    amount: yen,
    carId: lot.id,
    lotType: PAGE_TYPE,
    confirm: 1,
    ...(bidType === undefined ? {} : { bidType: String(bidType) }),
  });
  const myBid = async (step: Step, bidId: number) =>
    (
      await step.call<BidListResponse>(as(context, 'client').jar, 'myBids', { query: { lotNo: String(lot.lotNo), pageSize: 70 } })
    ).cars.find((row) => row.bidId === bidId);

  await checks.run(
    `POST /bid/create below the start price (${amount - STEP} < ${startPrice}) answers 422 with the amount field`,
    async (step) => {
      expectAmountRefusal(step, (await step.answer(client.jar, 'createBid', { body: body(amount - STEP), expect: 422 })).body);
    },
  );
  await checks.run(`POST /bid/create off the ${STEP} yen step (${amount + 1000}) answers 422 with the amount field`, async (step) => {
    expectAmountRefusal(step, (await step.answer(client.jar, 'createBid', { body: body(amount + 1000), expect: 422 })).body);
  });
  await checks.run("POST /bid/create above the client's credit answers 402", async (step) => {
    if (!creditLimitCheck) skip('the client has no credit check (creditLimitCheck)');
    const { balanceInfo } = client.profile;
    const allowed = balanceInfo.bidAllow ?? balanceInfo.balance + balanceInfo.creditLimit;
    await step.answer(client.jar, 'createBid', { body: body(roundUp(Math.max(allowed, startPrice) + 1)), expect: 402 });
  });

  const bid = await checks.run(`POST /bid/create (${amount}), then GET /bid/my-bid shows the bid, status 1`, async (step) => {
    const answer = await step.answer(client.jar, 'createBid', { body: body(amount) });
    if (answer.status === 403 && (answer.body as ErrorResponse).messageCode === 'DailyBidLimit')
      skip("the client's daily bid limit is used up");
    if (answer.status !== 200) return undefined;
    const result = answer.body as BidResult;
    step.expect(result.bidStatus === 1, `$.bidStatus is ${result.bidStatus}, expected 1 (New)`);
    step.expect((await myBid(step, result.bidId))?.bidAmount === amount, `bid ${result.bidId} of ${amount} yen is not in $.cars`);
    return result;
  });
  if (!bid) return;
  await checks.run(`POST /bid/create again (${amount + STEP}) raises it`, async (step) => {
    const result = await step.call<BidResult>(as(context, 'client').jar, 'createBid', { body: body(amount + STEP) });
    step.expect(
      result.bidId === bid.bidId && result.bidAmount === amount + STEP,
      `$ is bid ${result.bidId} of ${result.bidAmount} yen, expected bid ${bid.bidId} of ${amount + STEP}`,
    );
  });
  await checks.run("PUT /bid/update-bid-status as the manager (status 2), then the client's GET /bid/my-bid shows it", async (step) => {
    const manager = as(context, 'manager');
    if (!manager.profile.permission.bidManageStatus) skip('the manager lacks bidManageStatus');
    await step.call(manager.jar, 'updateBidStatus', { body: { bidId: bid.bidId, status: 2 } });
    const row = await myBid(step, bid.bidId);
    step.expect(row?.bidStatus === 2, `$.cars shows bid ${bid.bidId} in status ${String(row?.bidStatus)}, expected 2`);
  });
  const text = `Contract check ${dayjs().format('YYYY-MM-DD HH:mm:ss')}: a test message, please ignore.`;
  await checks.run('POST /bid/save-chat as the client, then GET /bid/chat as the manager shows the message', async (step) => {
    const manager = as(context, 'manager');
    await step.call(as(context, 'client').jar, 'saveChat', { body: { bidId: bid.bidId, comment: text } });
    const chat = await step.call<BidChatResponse>(manager.jar, 'bidChat', { query: { bidId: bid.bidId } });
    step.expect(
      chat.chat.some((message) => message.text === text),
      'the message is not in $.chat',
    );
  });
  await checks.run("GET /bid/logs as the manager lists the bid's changes", async (step) => {
    const logs = await step.call<BidLogsResponse>(as(context, 'manager').jar, 'bidLogs', { query: { bidId: bid.bidId } });
    step.expect(logs.length >= 2, `${logs.length} entries after the bid was placed and raised`);
  });
  await checks.run('PUT /bid/update-bid-status cancels the bid (status 4), undoing it', async (step) => {
    await step.call(as(context, 'client').jar, 'updateBidStatus', { body: { bidId: bid.bidId, status: 4 } });
    const row = await myBid(step, bid.bidId);
    step.expect(row === undefined || row.bidStatus === 4, `$.cars shows bid ${bid.bidId} in status ${String(row?.bidStatus)}, expected 4`);
  });
}

export async function checkWrites(context: Context): Promise<void> {
  context.checks.area('Changes (--write), each undone');
  const lot = await pickLot(context);
  await checkSavedSearch(context);
  if (!lot) return;
  await checkFavorites(context, lot);
  await checkBid(context, lot);
}
