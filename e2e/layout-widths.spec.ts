import { expect, test, type Page } from '@playwright/test';
import { logIn, type DemoRole } from './support';

// What must fit, in English and in Russian: the phone drawer's day chips show their whole names.

type Language = 'en' | 'ru';
const LANGUAGES: readonly Language[] = ['en', 'ru'];

async function signIn(page: Page, role: DemoRole, language: Language, size: { width: number; height: number }, origin = '') {
  await logIn(page, role, `${origin}/auth/login`);
  if (language === 'ru') await page.evaluate(() => localStorage.setItem('language', '693'));
  await page.setViewportSize(size);
}

/** The elements among `selector` whose text is cut (wider than their box) or that take more than one line. */
function clippedOrWrapped(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return element.scrollWidth > element.clientWidth + 1 || lines.size > 1;
      })
      .map((element) => element.textContent),
  );
}

for (const language of LANGUAGES) {
  test(`on a 390 px phone (${language}) the Search drawer’s day chips show their whole names`, async ({ page }) => {
    await signIn(page, 'client', language, { width: 390, height: 844 });
    await page.goto('/car-auctions');
    await page.getByRole('button', { name: language === 'ru' ? 'Поиск' : 'Search', exact: true }).click();
    const days = page.getByRole('dialog').getByRole('group', { name: language === 'ru' ? 'Дни аукционов' : 'Auction days' });
    await expect(days.getByRole('button')).toHaveCount(6);
    expect(await clippedOrWrapped(page, '[role="dialog"] [role="group"] > button')).toEqual([]);
  });
}
