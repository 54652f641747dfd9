// The security headers in a real browser: the page, its socket.io websocket and a share dialog work
// under connect-src 'self' and the Permissions-Policy, with no policy violation reported; another site's
// link cannot act with the session.
import { expect, test, type ConsoleMessage } from '@playwright/test';
import { PORTS } from '../playwright.config';
import { biddableLot, logIn, logInWithForm } from './support';

const isPolicyReport = (message: ConsoleMessage) =>
  /Content Security Policy|Content-Security-Policy|Permissions-Policy|Permissions policy/i.test(message.text());

for (const [mode, port] of [
  ['embedded API', PORTS.embedded],
  ['proxied API', PORTS.proxied],
] as const) {
  test(`${mode}: live updates connect under the CSP, and no policy is violated`, async ({ page }) => {
    const reports: string[] = [];
    page.on('console', (message) => {
      if (isPolicyReport(message)) reports.push(message.text());
    });
    await logInWithForm(page, 'manager', `http://127.0.0.1:${port}/auth/login`);
    await expect(page.getByRole('status', { name: 'Live updates connected' })).toBeVisible();
    await page.goto(`http://127.0.0.1:${port}/car-auctions`);
    await expect(page.getByRole('status', { name: 'Live updates connected' })).toBeVisible();
    expect(reports).toEqual([]);
  });
}

test('a link on another site cannot act with the session: the API refuses it (Fetch Metadata)', async ({ page }) => {
  const portal = `http://127.0.0.1:${PORTS.embedded}`;
  await logIn(page, 'client');
  const { id } = await biddableLot(page, 0);
  // another site's page, with a link that would make the lot shareable: the SameSite=Lax cookie goes with it
  await page.route('http://elsewhere.example/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<a href="${portal}/api/v1/car-auction/password?carId=${id}">Share this car</a>`,
    }),
  );
  await page.goto('http://elsewhere.example/');
  const answer = page.waitForResponse((response) => response.url().includes('/api/v1/car-auction/password'));
  await page.getByRole('link', { name: 'Share this car' }).click();
  const refused = await answer;
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ messageCode: 'ForeignOrigin' });
  // the portal's own pages go on with the session
  await page.goto(`${portal}/profile`);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});
