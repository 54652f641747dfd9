import { expect, test, type Browser, type Page } from '@playwright/test';
import { logIn } from './support';

// Where a notification toast stands (seed 000 §9): 400 px wide (328 px below 480 px), top-right 84 px
// from the top, centred on small screens, and always inside the window. Toasts wider than Fluent's
// 292 px toaster once spilled past the right edge, taking the Open button off the screen.

async function clientBidId(browser: Browser): Promise<{ client: Page; bidId: number }> {
  const client = await (await browser.newContext()).newPage();
  await logIn(client, 'client');
  const bids = (await (await client.request.get('/api/v1/bid/my-bid?pageSize=20')).json()) as { cars: Array<{ bidId: number }> };
  return { client, bidId: bids.cars[0]!.bidId };
}

const CASES = [
  { width: 1440, height: 900, language: 'en' },
  { width: 1920, height: 1080, language: 'en' },
  { width: 390, height: 844, language: 'en' },
  { width: 390, height: 844, language: 'ru' },
] as const;

for (const { width, height, language } of CASES) {
  test(`at ${width} px (${language}) a toast stands inside the window where the seed puts it`, async ({ page, browser }) => {
    await logIn(page, 'manager');
    if (language === 'ru') await page.evaluate(() => localStorage.setItem('language', '693'));
    await page.setViewportSize({ width, height });
    await page.goto('/dashboard');
    await expect(
      page.getByRole('status', { name: language === 'ru' ? 'Обновления в реальном времени подключены' : 'Live updates connected' }),
    ).toBeVisible();

    const { client, bidId } = await clientBidId(browser);
    const text = `Toast placement ${width} ${language}`;
    expect((await client.request.post('/api/v1/bid/save-chat', { data: { bidId, comment: text } })).ok()).toBe(true);
    const toast = page.locator('[data-event-type]').filter({ hasText: text });
    await expect(toast).toBeVisible();
    // toasts slide in: measure once the toast stands still
    let last = Number.NaN;
    await expect
      .poll(async () => {
        const { x, y } = (await toast.boundingBox())!;
        const still = x + y === last;
        last = x + y;
        return still;
      })
      .toBe(true);
    const box = (await toast.boundingBox())!;
    const open = (await toast.getByRole('button', { name: /^(Open|Открыть)$/ }).boundingBox())!;

    const small = width < 480;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(open.x + open.width).toBeLessThanOrEqual(width);
    if (small) expect(box.x).toBeCloseTo(width - box.x - box.width, 0);
    else expect(width - box.x - box.width).toBeCloseTo(20, 0);
    expect(box.width).toBeCloseTo(small ? 328 : 400, 0);
    expect(box.y).toBeCloseTo(84, 0);
  });
}
