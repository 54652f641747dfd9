// Bidding with the landed cost and the deadlines in view (issue 19 items 2 and 4), in real Chromium
// against the real server: the client sees the estimate follow the amount and the bid type, opens its
// breakdown (which adds up), confirms with the credit available in view, and sees the countdowns; in
// both brands, each with its own price list, in English and in Russian.
import { expect, test, type Page } from '@playwright/test';
import { PORTS } from '../playwright.config';
import { biddableLot, logIn } from './support';

const TEXTS = {
  en: {
    bid: 'Bid',
    amount: /Your bid/,
    bidType: 'Bid type',
    estimate: 'Landed cost estimate',
    total: (port: string) => new RegExp(`^≈ total to ${port}: ¥[\\d ]+ \\(≈ \\$[\\d ]+\\)$`),
    atStart: (port: string) => new RegExp(`^≈ total to ${port} at the start price: ¥[\\d ]+ \\(≈ \\$[\\d ]+\\)$`),
    breakdown: 'Cost breakdown',
    breakdownOf: (port: string) => `Cost breakdown to ${port}`,
    totalLine: 'Total',
    place: 'Place bid',
    confirm: 'Confirm the bid',
    confirmButton: 'Confirm',
    credit: /^Credit available: ¥[\d ]+$/,
    placed: 'Bid placed',
    close: 'Close',
    myBid: 'Your bid',
    bidsClose: /^Bids close in /,
    cancellable: /^Cancellable for /,
    cancel: 'Cancel bid',
    cancelDialog: 'Cancel the bid?',
    japanTime: /Japan time/,
  },
  ru: {
    bid: 'Ставка',
    amount: /Ваша ставка/,
    bidType: 'Тип ставки',
    estimate: 'Оценка стоимости с доставкой',
    // Russian puts the currency after the amount, after a no-break space
    total: (port: string) => new RegExp(`^≈ итого до порта ${port}: [\\d ]+ ¥ \\(≈ [\\d ]+\\s\\$\\)$`),
    atStart: (port: string) => new RegExp(`^≈ итого до порта ${port} по стартовой цене: [\\d ]+ ¥ \\(≈ [\\d ]+\\s\\$\\)$`),
    breakdown: 'Из чего складывается',
    breakdownOf: (port: string) => `Стоимость до порта ${port} по статьям`,
    totalLine: 'Итого',
    place: 'Сделать ставку',
    confirm: 'Подтвердите ставку',
    confirmButton: 'Подтвердить',
    credit: /^Доступно для ставок: [\d ]+ ¥$/,
    placed: 'Ставка сделана',
    close: 'Закрыть',
    myBid: 'Ваша ставка',
    bidsClose: /^Приём ставок закроется через /,
    cancellable: /^Отменить можно ещё /,
    cancel: 'Отменить ставку',
    cancelDialog: 'Отменить ставку?',
    japanTime: /по японскому времени/,
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** "¥1 234 000", "1 234 000 ¥" → 1234000 */
const yenOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
/** The yen of "≈ total to …: ¥1 234 000 (≈ $8 540)", before the conversion. */
const yenTotal = (text: string | null) => yenOf((text ?? '').split('(')[0] ?? '');
const roundUp = (amount: number) => Math.ceil(amount / 5000) * 5000;

async function bidWithTheEstimate(page: Page, t: Texts, port: string, skip: number) {
  const lot = await biddableLot(page, skip);
  await page.goto(`/car-auctions/${lot.id}`);
  const panel = page.getByRole('region', { name: t.bid, exact: true });
  const estimate = panel.getByRole('region', { name: t.estimate });
  const total = estimate.getByRole('paragraph').first();
  await expect(total).toHaveText(t.atStart(port));

  const amount = roundUp(lot.startPrice) + 5000;
  await panel.getByRole('textbox', { name: t.amount }).fill(String(amount));
  await expect(total).toHaveText(t.total(port));
  const byRoro = yenTotal(await total.textContent());
  await panel.getByRole('combobox', { name: t.bidType }).selectOption('container');
  await expect.poll(async () => yenTotal(await total.textContent())).not.toBe(byRoro);
  await expect(total).toHaveText(t.total(port));

  await estimate.getByRole('button', { name: t.breakdown }).click();
  const breakdown = page.getByRole('group', { name: t.breakdownOf(port) });
  await expect(breakdown).toBeVisible();
  const values = await breakdown.locator('dd').allTextContents();
  const terms = await breakdown.locator('dt').allTextContents();
  const totalAt = terms.indexOf(t.totalLine);
  const lines = values.slice(0, totalAt).map(yenOf);
  expect(lines[0]).toBe(amount);
  expect(lines.reduce((sum, value) => sum + value, 0)).toBe(yenOf(values[totalAt] ?? ''));
  await page.keyboard.press('Escape');

  await panel.getByRole('button', { name: t.place }).click();
  const dialog = page.getByRole('dialog', { name: t.confirm });
  await expect(dialog.getByText(t.total(port))).toBeVisible();
  await expect(dialog.getByText(t.credit)).toBeVisible();
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: t.confirmButton }).click();
  const success = page.getByRole('dialog', { name: t.placed });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: t.close }).click();

  // the countdowns, live in Japan time: bids on the lot, and cancelling the bid just placed
  await expect(panel.getByRole('timer').filter({ hasText: t.bidsClose })).toContainText(t.japanTime);
  const myBid = panel.getByRole('region', { name: t.myBid, exact: true });
  const cancelTimer = myBid.getByRole('timer');
  await expect(myBid).toBeVisible();
  // leave the shared database as it was, while the bid may still be cancelled
  if ((await cancelTimer.count()) > 0 && t.cancellable.test((await cancelTimer.textContent()) ?? '')) {
    await myBid.getByRole('button', { name: t.cancel }).click();
    await page.getByRole('dialog', { name: t.cancelDialog }).getByRole('button', { name: t.cancel }).click();
    await expect(myBid).toHaveCount(0);
  }
}

test('the client weighs the landed cost and the credit, bids and sees the countdowns (Seri, English)', async ({ page }) => {
  await logIn(page, 'client');
  await bidWithTheEstimate(page, TEXTS.en, 'Vladivostok', 3);
});

test('the bid tables count down the client’s live bids', async ({ page }) => {
  await logIn(page, 'client');
  await page.goto('/bids');
  const table = page.getByRole('table', { name: 'My Bids' });
  await expect(table.getByRole('timer').first()).toHaveText(/^(Bids close in|Bidding closed|Cancellable for|Cancellation closed)/);
});

test.describe('Kaido Motors, its own price list', () => {
  test.use({ baseURL: `http://127.0.0.1:${PORTS.branded}` });

  test('the client bids in Russian, to the brand’s default port (their profile names one Kaido does not ship to)', async ({ page }) => {
    await logIn(page, 'client');
    await page.evaluate(() => localStorage.setItem('language', '693'));
    await bidWithTheEstimate(page, TEXTS.ru, 'Окленд', 1);
  });
});
