import { expect, test, type Browser, type Page, type WebSocketRoute } from '@playwright/test';
import { logIn } from './support';

// Two people at once: a client and a manager in separate browser contexts, each with a live socket.
// What one does reaches the other without a reload: a new bid, a status change, chat messages.

interface ListedLot {
  id: string;
  lotNo: number | string;
}

/** A car lot the signed-in client can bid on now and never bid on (a bid after a cancel is a re-bid), with its start price. */
async function biddableLot(page: Page): Promise<{ id: string; lotNo: string; startPrice: number }> {
  const listing = await page.request.get('/api/v1/car-auction/listing?pageSize=70&sort=startPrice&order=ASC');
  const lots = ((await listing.json()) as { carsList: ListedLot[] }).carsList;
  const myBids = await page.request.get('/api/v1/bid/my-bid?pageSize=70');
  const bidOn = new Set(((await myBids.json()) as { cars: Array<{ id: string }> }).cars.map((bid) => bid.id));
  for (const lot of lots.filter((listed) => !bidOn.has(listed.id))) {
    const detail = await page.request.get(`/api/v1/car-auction/view?id=${lot.id}`);
    if (!detail.ok()) continue;
    const { bidInfo } = (await detail.json()) as {
      bidInfo: { acceptBid: boolean; myBid: boolean; bidLimitReached: boolean; startPrice: number | null };
    };
    if (bidInfo.acceptBid && !bidInfo.myBid && !bidInfo.bidLimitReached && bidInfo.startPrice)
      return { id: lot.id, lotNo: String(lot.lotNo), startPrice: bidInfo.startPrice };
  }
  throw new Error('no biddable car lot');
}

async function signedIn(browser: Browser, role: 'client' | 'manager', path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, role);
  await page.goto(path);
  await expect(page.getByRole('status', { name: 'Live updates connected' })).toBeVisible();
  return page;
}

const toast = (page: Page, text: string | RegExp) => page.locator('[data-event-type]').filter({ hasText: text });

test('a bid, its status and the chat about it reach the other side live', async ({ browser }) => {
  test.setTimeout(60_000);
  const manager = await signedIn(browser, 'manager', '/bid-manager');
  const client = await signedIn(browser, 'client', '/bids');

  // the client bids; the manager hears of it and the bid manager refetches without a reload
  const lot = await biddableLot(client);
  const [bidType] = (await (await client.request.get('/api/v1/bid/type')).json()) as Array<{ value: string }>;
  const managerTableRefresh = manager.waitForResponse((res) => res.url().includes('/api/v1/bid/index'));
  const created = await client.request.post('/api/v1/bid/create', {
    data: {
      amount: Math.ceil(lot.startPrice / 5000) * 5000 + 5000,
      carId: lot.id,
      lotType: 'car-auction',
      confirm: 1,
      ...(bidType ? { bidType: bidType.value } : {}),
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { bidId } = (await created.json()) as { bidId: number };
  await expect(toast(manager, 'New bid')).toContainText('placed a bid of ¥');
  await managerTableRefresh;

  // the client finds the new bid in My Bids by its lot number: under review
  const lotSearch = client.getByRole('searchbox', { name: 'Lot numbers' });
  await lotSearch.fill(lot.lotNo);
  const clientRow = client.getByRole('row').filter({ has: client.getByRole('link', { name: new RegExp(`^Open lot ${lot.lotNo},`) }) });
  await expect(clientRow).toContainText('Under review');

  // the manager finds it (without the today-only default) and sets it to Bid through the confirmation;
  // the client's toast says so and the row shows it without a reload
  const todayOnly = manager.getByRole('button', { name: /^Remove Auction date/ });
  if (await todayOnly.isVisible()) await todayOnly.click();
  await manager.getByRole('searchbox', { name: 'Lot numbers' }).fill(lot.lotNo);
  // other clients may bid on the lot too: the client's row is the one with their name
  const { detail } = (await (await client.request.get('/api/v1/user/view-profile')).json()) as { detail: { fullName: string } };
  const statusGroup = manager.getByRole('group', { name: `Status of the bid on lot ${lot.lotNo}` });
  const statusButtons = manager.getByRole('row').filter({ has: statusGroup }).filter({ hasText: detail.fullName }).getByRole('group');
  const clientTableRefresh = client.waitForResponse((res) => res.url().includes('/api/v1/bid/my-bid'));
  await statusButtons.getByRole('button', { name: 'Bid', exact: true }).click();
  const confirmation = manager.getByRole('dialog');
  await expect(confirmation).toContainText(`lot ${lot.lotNo}`);
  await confirmation.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirmation).toHaveCount(0);
  await expect(toast(client, 'Bid status changed')).toContainText('is now: Bid');
  await clientTableRefresh;
  await expect(clientRow).not.toContainText('Under review');
  await expect(clientRow).toContainText('Bid');

  // the client writes; the manager opens the chat from the toast, reads it and answers with Enter
  expect((await client.request.post('/api/v1/bid/save-chat', { data: { bidId, comment: 'Is the mileage original?' } })).ok()).toBe(true);
  // toasts stack and slide as older ones close: activate the button without waiting for it to settle
  await toast(manager, 'Is the mileage original?').getByRole('button', { name: 'Open' }).dispatchEvent('click');
  const managerChat = manager.getByRole('dialog', { name: 'Chat' });
  await expect(managerChat.getByText('Is the mileage original?')).toBeVisible();
  await expect
    .poll(async () => ((await (await manager.request.get(`/api/v1/bid/chat?bidId=${bidId}`)).json()) as { isRead: boolean }).isRead)
    .toBe(true);
  await managerChat.getByRole('textbox', { name: 'Message' }).fill('Yes, confirmed by the auction house.');
  await managerChat.getByRole('textbox', { name: 'Message' }).press('Enter');

  // the client gets the answer live and opens the chat from the toast, which marks it read
  // toasts stack and slide as older ones close: activate the button without waiting for it to settle
  await toast(client, 'Yes, confirmed by the auction house.').getByRole('button', { name: 'Open' }).dispatchEvent('click');
  const clientChat = client.getByRole('dialog', { name: 'Chat' });
  await expect(clientChat.getByText('Yes, confirmed by the auction house.')).toBeVisible();
  await expect(clientChat.getByText('Is the mileage original?')).toBeVisible();
  await expect
    .poll(async () => ((await (await client.request.get(`/api/v1/bid/chat?bidId=${bidId}`)).json()) as { isRead: boolean }).isRead)
    .toBe(true);

  // the client answers from the open chat; it arrives in the manager's open chat, with no toast
  await clientChat.getByRole('textbox', { name: 'Message' }).fill('Thank you!');
  await clientChat.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(managerChat.getByText('Thank you!')).toBeVisible();
  await expect(toast(manager, 'Thank you!')).toHaveCount(0);

  // put the bid back for other specs
  await client.request.put('/api/v1/bid/update-bid-status', { data: { bidId, status: 4 } });
});

test('live updates come back after the server drops the socket and the access cookie has expired meanwhile', async ({ page, context }) => {
  // the page's sockets pass through the test, which can drop them as a restart of the server would
  const sockets: WebSocketRoute[] = [];
  let refused = 0;
  await page.routeWebSocket(/\/socket\.io\//, (socket) => {
    const server = socket.connectToServer();
    server.onMessage((message) => {
      if (String(message).includes('Unauthorized')) refused += 1;
      socket.send(message);
    });
    sockets.push(socket);
  });
  await logIn(page, 'client');
  await expect(page.getByRole('status', { name: 'Live updates connected' })).toBeVisible();

  // the access cookie lasts 15 minutes; no call renews it before socket.io's own reconnect
  await page.route('**/api/v1/**', (route) => route.abort());
  await context.clearCookies({ name: 'seri_access' });
  for (const socket of sockets) await socket.close({ code: 1012, reason: 'restart' });
  await expect.poll(() => refused).toBeGreaterThan(0);
  await page.unroute('**/api/v1/**');

  await expect(page.getByRole('status', { name: 'Live updates connected' })).toBeVisible({ timeout: 20_000 });
});

test('a tab whose session ended in another tab (a logout) says so at once, without a click', async ({ context, page }) => {
  await logIn(page, 'client');
  await expect(page.getByRole('status', { name: 'Live updates connected' })).toBeVisible();
  const other = await context.newPage();
  await other.goto('/bids');
  await expect(other.getByRole('status', { name: 'Live updates connected' })).toBeVisible();

  // the first tab logs out: the server ends the session's sockets, the other tab's among them
  expect((await page.request.post('/api/v1/auth/logout')).ok()).toBe(true);

  await expect(other.getByRole('dialog', { name: 'Your session has expired' })).toBeVisible({ timeout: 10_000 });
});
