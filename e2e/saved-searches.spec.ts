import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support';

// The client starts with no saved searches on the fixed-price and bike-statistics pages (the seed saves
// some for cars, statistics and bikes), so these tests own those two lists and leave them empty.

const savedSearchesButton = (page: Page) => page.getByRole('button', { name: /^Saved searches/ });
const listDialog = (page: Page) => page.getByRole('dialog', { name: 'Saved searches' });

/** Deletes every saved search of a page type through the API, as the user's session. */
async function deleteAll(page: Page, type: string) {
  const list = await page.request.get(`/api/v1/user/my-search?type=${type}`);
  const { items } = (await list.json()) as { items: { id: number }[] };
  for (const { id } of items) {
    expect((await page.request.post('/api/v1/user/delete-search', { data: { id } })).ok()).toBe(true);
  }
}

test.beforeEach(async ({ page }) => {
  await logIn(page, 'client');
});

test('a search is saved with its filters, renamed, opened and deleted', async ({ page }) => {
  await deleteAll(page, 'stock');
  await page.goto('/oneprice');
  await expect(page.getByRole('button', { name: 'Save search' })).toHaveAttribute('aria-disabled', 'true');

  await page.goto('/oneprice?year=2012,2020&mileage=0,80000');
  await page.getByRole('button', { name: 'Save search' }).click();
  const save = page.getByRole('dialog', { name: 'Save search' });
  await expect(save.getByLabel('Search title')).toHaveValue('Mileage: up to 80 000; Year: 2012–2020');
  await save.getByLabel('Search title').fill('Recent low-mileage stock');
  await save.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog', { name: 'Search saved' })).toBeVisible();
  await page.getByRole('button', { name: 'View all saved searches' }).click();

  const list = listDialog(page);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('Mileage: up to 80 000; Year: 2012–2020')).toBeVisible();
  await list.getByRole('button', { name: 'Rename Recent low-mileage stock' }).click();
  await list.getByLabel('New title for Recent low-mileage stock').fill('Stock 2012–2020');
  await list.getByLabel('New title for Recent low-mileage stock').press('Enter');
  await expect(list.getByRole('button', { name: 'Stock 2012–2020', exact: true })).toBeVisible();
  await list.getByRole('button', { name: 'Close' }).click();

  await page.goto('/oneprice');
  await savedSearchesButton(page).click();
  await listDialog(page).getByRole('button', { name: 'Stock 2012–2020', exact: true }).click();
  await expect(page).toHaveURL(/\/oneprice\?mileage=0%2C80000&year=2012%2C2020$/);
  await expect(listDialog(page)).toBeHidden();

  await page.getByRole('button', { name: 'Saved searches: 1' }).click();
  await listDialog(page).getByRole('button', { name: 'Delete Stock 2012–2020' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete saved search' });
  await expect(confirm).toContainText('Delete the saved search “Stock 2012–2020”?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(listDialog(page).getByText(/No saved searches yet/)).toBeVisible();
  await listDialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Saved searches: 0' })).toBeVisible();
});

test('at 10 saved searches Save search shows the limit instead of saving', async ({ page }) => {
  await deleteAll(page, 'bike-stats');
  for (let i = 1; i <= 10; i += 1) {
    const saved = await page.request.post('/api/v1/user/save-search', {
      data: { title: `Bikes ${i}`, params: `year=${2000 + i},2024`, type: 'bike-stats' },
    });
    expect(saved.ok()).toBe(true);
  }

  await page.goto('/bike-statistics?year=2010,2020');
  await expect(page.getByRole('button', { name: 'Saved searches: 10' })).toBeVisible();
  await page.getByRole('button', { name: 'Save search' }).click();

  const list = listDialog(page);
  await expect(list.getByRole('alert')).toHaveText('You can keep up to 10 saved searches for this page. Delete one to save a new search.');
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await expect(page.getByRole('dialog', { name: 'Save search' })).toHaveCount(0);

  await deleteAll(page, 'bike-stats');
});
