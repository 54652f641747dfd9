// A signed-in phone's first screen: what index.html starts (the profile, the page's data call) and what
// the start-up code starts (the first photos, once that call answers) is each fetched once, the app's
// own calls and <img>s taking the answers already under way.
import { expect, test, type Page } from '@playwright/test';
import { demo, fillLogin } from './support';

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => {
  await page.goto('/auth/login');
  await fillLogin(page, demo.client.email, demo.client.password);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
});

/** The paths (with queries) of the API and photo requests the page makes from now on. */
function recordRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/v1/')) requests.push(url.pathname + url.search);
  });
  return requests;
}

const count = (requests: readonly string[], path: string) => requests.filter((r) => r === path).length;

/** The paths of the loaded photos in `images`, once each has loaded. */
async function loadedPhotos(page: Page, selector: string): Promise<string[]> {
  const photos = page.locator(selector);
  await expect(photos.first()).toBeVisible();
  await expect.poll(() => photos.evaluateAll((images: HTMLImageElement[]) => images.every((image) => image.complete))).toBe(true);
  return photos.evaluateAll((images: HTMLImageElement[]) => images.map((image) => new URL(image.src).pathname));
}

test('the listing fetches the profile, its first lots and their photos once each', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/car-auctions');
  const photos = await loadedPhotos(page, 'main img[fetchpriority="high"]');

  expect(photos).toHaveLength(4);
  expect(count(requests, '/api/v1/user/view-profile')).toBe(1);
  expect(requests.filter((r) => r.startsWith('/api/v1/car-auction/listing?'))).toHaveLength(1);
  for (const photo of photos) expect(count(requests, photo), photo).toBe(1);
});

test("a lot's page fetches the profile, the lot and its main photo once each", async ({ page }) => {
  const answer = await page.request.get('/api/v1/car-auction/listing?pageSize=20');
  const lotId = ((await answer.json()) as { carsList: { id: string }[] }).carsList[0]!.id;
  const requests = recordRequests(page);
  await page.goto(`/car-auctions/${lotId}`);
  const [photo] = await loadedPhotos(page, 'main button[aria-label^="Open photo 1 "] img');

  expect(count(requests, '/api/v1/user/view-profile')).toBe(1);
  expect(count(requests, `/api/v1/car-auction/view?id=${lotId}`)).toBe(1);
  expect(count(requests, photo!)).toBe(1);
});
