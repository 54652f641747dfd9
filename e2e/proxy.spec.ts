import { expect, test } from '@playwright/test';
import { PORTS } from '../playwright.config';
import { fillLogin, demo, mainMenu } from './support';

test('the portal works through the proxy to a separate reference API, socket included', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${PORTS.proxied}/auth/login`);
  await fillLogin(page, demo.manager.email, demo.manager.password);
  await expect(mainMenu(page)).toBeVisible();
  await expect(page.getByRole('status', { name: 'Live updates connected' })).toBeVisible();
  await page.reload();
  await expect(mainMenu(page)).toBeVisible();
});

test('an unreachable upstream answers 502 JSON quickly', async ({ request }) => {
  const started = Date.now();
  const response = await request.get(`http://127.0.0.1:${PORTS.deadUpstream}/api/v1/user/view-profile`);
  expect(Date.now() - started).toBeLessThan(2500);
  expect(response.status()).toBe(502);
  const body = await response.json();
  expect(body.success).toBe(false);
  expect(typeof body.message).toBe('string');
});
