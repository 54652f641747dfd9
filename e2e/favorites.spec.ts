import { expect, test, type Page } from '@playwright/test';
import { logIn, mainMenu } from './support';

// Group D is this spec's own: the test empties it first and leaves it empty.
const GROUP = 'D';

const lotRows = (page: Page) => page.getByRole('table', { name: 'Lots' }).locator('tbody tr[aria-rowindex]');

async function emptyGroup(page: Page) {
  const list = await page.request.get(`/api/v1/favorite/list?group=${GROUP}&pageSize=70`);
  const { carsList } = (await list.json()) as { carsList: { id: string }[] };
  for (const { id } of carsList) {
    expect((await page.request.delete(`/api/v1/favorite/delete?group=${GROUP}&carId=${id}`)).ok()).toBe(true);
  }
}

/** Opens the star's chooser and picks a group: the chooser closes after a choice. */
async function chooseGroup(page: Page, star: ReturnType<Page['getByRole']>, group: string) {
  await star.click();
  await page.getByRole('menuitemcheckbox', { name: `Group ${group}` }).click();
  await expect(page.getByRole('menu'), 'the chooser closed after the choice').toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await logIn(page, 'client');
  await emptyGroup(page);
});

test('a lot starred on the car listing shows on the favorites page and leaves it when removed', async ({ page }) => {
  await page.goto('/car-auctions');
  const row = lotRows(page).first();
  const link = row.getByRole('link', { name: /^Lot \S+:/ });
  const href = (await link.getAttribute('href'))!;
  const name = (await link.getAttribute('aria-label'))!;

  const star = row.getByRole('button', { name: /^(Add to favorites|In favorites: group [A-E])$/ });
  await chooseGroup(page, star, GROUP);
  await expect(row.getByRole('button', { name: `In favorites: group ${GROUP}` })).toBeVisible();

  // the choice is the server's too: a reload shows it
  await page.reload();
  await expect(
    lotRows(page)
      .first()
      .getByRole('button', { name: `In favorites: group ${GROUP}` }),
  ).toBeVisible();

  await mainMenu(page).getByRole('link', { name: 'Favorites' }).click();
  await expect(page).toHaveURL(/\/favorites\/A$/);
  await page
    .getByRole('navigation', { name: 'Favorites groups' })
    .getByRole('link', { name: `Group ${GROUP}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/favorites/${GROUP}$`));

  const cars = page.getByRole('region', { name: 'Car auctions' });
  const favorite = cars.getByRole('link', { name });
  await expect(favorite).toHaveAttribute('href', href);
  await expect(page.getByText('1 lot', { exact: true })).toBeVisible();

  await chooseGroup(page, cars.getByRole('button', { name: `In favorites: group ${GROUP}` }), GROUP);
  await expect(page.getByText(`There are no lots in group ${GROUP} yet.`, { exact: false })).toBeVisible();
});

test('the active group is removed from the listing itself', async ({ page }) => {
  await page.goto('/car-auctions');
  const row = lotRows(page).nth(1);
  await chooseGroup(page, row.getByRole('button', { name: /^(Add to favorites|In favorites: group [A-E])$/ }), GROUP);
  await expect(row.getByRole('button', { name: `In favorites: group ${GROUP}` })).toBeVisible();

  await chooseGroup(page, row.getByRole('button', { name: `In favorites: group ${GROUP}` }), GROUP);
  await expect(row.getByRole('button', { name: 'Add to favorites' })).toBeVisible();

  await page.goto(`/favorites/${GROUP}`);
  await expect(page.getByText(`There are no lots in group ${GROUP} yet.`, { exact: false })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true });

  test('a tile’s star opens its groups on the first tap, their code loaded only then', async ({ page }) => {
    const menuCode: string[] = [];
    page.on('request', (request) => {
      if (/\/WishlistMenu-[A-Z0-9]+\.js$/.test(request.url())) menuCode.push(request.url());
    });
    // signed in at the desktop's size (beforeEach), then a phone's
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/car-auctions');
    const star = page.getByRole('button', { name: /^(Add to favorites|In favorites: group [A-E])$/ }).first();
    await expect(star).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(menuCode).toEqual([]);

    await star.tap();
    await page.getByRole('menuitemcheckbox', { name: `Group ${GROUP}` }).tap();
    const starred = page.getByRole('button', { name: `In favorites: group ${GROUP}` }).first();
    await expect(starred).toBeVisible();
    await expect(page.getByRole('menu')).toHaveCount(0);
    expect(menuCode).toHaveLength(1);

    // the same star opens again, now from the keyboard, and takes the lot out of the group
    await starred.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitemcheckbox', { name: 'Group A' })).toBeFocused();
    await page.getByRole('menuitemcheckbox', { name: `Group ${GROUP}` }).tap();
    await expect(page.getByRole('button', { name: `In favorites: group ${GROUP}` })).toHaveCount(0);
  });
});
