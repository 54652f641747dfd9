// A signed-in phone's first screen: what index.html starts (the profile, the page's data call) and what
// the start-up code starts (the first photos, once that call answers) is each fetched once, the app's
// own calls and <img>s taking the answers already under way.
import { expect, test, type Page } from '@playwright/test';
import { demo } from './support';

test.use({ viewport: { width: 390, height: 844 } });

// signed in through the API, so the page's first visit is the one measured (nothing still loading)
test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/api/v1/auth', { data: demo.client })).ok()).toBe(true);
});

/**
 * The paths (with queries) of the API and photo requests the page makes from now on until its socket
 * opens (after load and idle): each connect fetches again on purpose what events unheard before it would
 * have refreshed (the lot's bid state; tests/src/features/notifications/realtime-resync.test.ts).
 */
function recordRequests(page: Page): string[] {
  const requests: string[] = [];
  let socketOpen = false;
  page.on('websocket', () => (socketOpen = true));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!socketOpen && url.pathname.startsWith('/api/v1/')) requests.push(url.pathname + url.search);
  });
  return requests;
}

const count = (requests: readonly string[], path: string) => requests.filter((r) => r === path).length;

/** The paths of the `count` photos `selector` finds, once each has loaded. */
async function loadedPhotos(page: Page, selector: string, count: number): Promise<string[]> {
  const photos = page.locator(selector);
  await expect(photos).toHaveCount(count);
  await expect.poll(() => photos.evaluateAll((images: HTMLImageElement[]) => images.every((image) => image.complete))).toBe(true);
  return photos.evaluateAll((images: HTMLImageElement[]) => images.map((image) => new URL(image.src).pathname));
}

test('the listing fetches the profile, its first lots and their photos once each', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/car-auctions');
  // the first screen's lots' photos (FIRST_SCREEN_LOTS); the last is below a 844 px phone's view
  const photos = await loadedPhotos(page, 'main img[fetchpriority="high"]', 4);

  expect(count(requests, '/api/v1/user/view-profile')).toBe(1);
  expect(requests.filter((r) => r.startsWith('/api/v1/car-auction/listing?'))).toHaveLength(1);
  for (const photo of photos) expect(count(requests, photo), photo).toBe(1);
});

test("the listing first renders a window's height of tiles, then those just below it", async ({ page }) => {
  // the tops of the tiles the list's first render put in the page, and the list's own top, read as they
  // come in; the list learns its top only after that render's paint (reading it would force a layout)
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const tiles = document.querySelectorAll('[role="feed"] article');
      if (tiles.length === 0) return;
      observer.disconnect();
      const listTop = document.querySelector('[role="feed"]')!.getBoundingClientRect().top;
      Object.assign(window, { firstTiles: [...tiles].map((tile) => tile.getBoundingClientRect().top), listTop });
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.goto('/car-auctions');
  const tiles = page.getByRole('feed', { name: 'Lots' }).getByRole('article');
  await expect(tiles.first()).toBeVisible();

  const viewport = page.viewportSize()!.height;
  const { firstTiles, listTop } = await page.evaluate(() => {
    const { firstTiles, listTop } = window as unknown as { firstTiles: number[]; listTop: number };
    return { firstTiles, listTop };
  });
  expect(firstTiles.length).toBeGreaterThan(0);
  for (const top of firstTiles) expect(top).toBeLessThan(listTop + viewport);
  await expect
    .poll(() => tiles.evaluateAll((all) => all.filter((tile) => tile.getBoundingClientRect().top >= window.innerHeight).length))
    .toBeGreaterThan(0);
});

test("a lot's page fetches the profile, the lot and its main photo once each", async ({ page }) => {
  const answer = await page.request.get('/api/v1/car-auction/listing?pageSize=20');
  const lotId = ((await answer.json()) as { carsList: { id: string }[] }).carsList[0]!.id;
  const requests = recordRequests(page);
  await page.goto(`/car-auctions/${lotId}`);
  const [photo] = await loadedPhotos(page, 'main button[aria-label^="Open photo 1 "] img', 1);

  expect(count(requests, '/api/v1/user/view-profile')).toBe(1);
  expect(count(requests, `/api/v1/car-auction/view?id=${lotId}`)).toBe(1);
  expect(count(requests, photo!)).toBe(1);
});
