import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn } from './support';

// The full-screen photo's zoom (seed 001 §2 "click toggles 2x"): twice the fitted size in both
// directions, starting centred on the point clicked, panned by dragging, arrow keys or scrolling. The
// zoomed box once grew four times as tall as wide and showed only the grey around the photo.

interface View {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** An element's laid-out size, whatever transform the dialog's opening animation applies. */
const layoutSize = (element: Locator) => element.evaluate((e: HTMLElement) => ({ width: e.offsetWidth, height: e.offsetHeight }));

const viewOf = (frame: Locator): Promise<View> =>
  frame.evaluate((element) => ({
    left: element.scrollLeft,
    top: element.scrollTop,
    width: element.clientWidth,
    height: element.clientHeight,
  }));

/** Where the photo itself is drawn inside its button (object-fit: contain leaves bands around it). */
const drawnPhoto = (photo: Locator) =>
  photo.evaluate((img: HTMLImageElement) => {
    const scale = Math.min(img.clientWidth / img.naturalWidth, img.clientHeight / img.naturalHeight);
    const width = img.naturalWidth * scale;
    const height = img.naturalHeight * scale;
    return { left: (img.clientWidth - width) / 2, top: (img.clientHeight - height) / 2, width, height };
  });

async function openFirstPhoto(page: Page) {
  const listing = await page.request.get('/api/v1/car-auction/listing?pageSize=20');
  const [lot] = ((await listing.json()) as { carsList: Array<{ id: string }> }).carsList;
  await page.goto(`/car-auctions/${lot!.id}`);
  await page.getByRole('button', { name: /^Open photo 1 of \d+/ }).click();
  const zoom = page.getByRole('button', { name: 'Zoom 2×' });
  const photo = zoom.getByRole('img');
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const frame = zoom.locator('xpath=..');
  // the dialog grows in as it opens: measure once it stands at its size
  await expect
    .poll(() => frame.evaluate((element: HTMLElement) => Math.abs(element.getBoundingClientRect().width - element.offsetWidth) < 1))
    .toBe(true);
  return { zoom, photo, frame };
}

for (const size of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${size.width}×${size.height} a click on the photo zooms it 2× around that point, and it pans`, async ({ page }) => {
    await logIn(page, 'client');
    await page.setViewportSize(size);
    const { zoom, photo, frame } = await openFirstPhoto(page);
    const box = (await frame.boundingBox())!;
    const fitted = await layoutSize(zoom);
    const drawn = await drawnPhoto(photo);
    // a point on the photo, left of and above its middle
    const point = { x: drawn.left + drawn.width * 0.35, y: drawn.top + drawn.height * 0.4 };

    await page.mouse.click(box.x + point.x, box.y + point.y);
    await expect(zoom).toHaveAttribute('aria-pressed', 'true');
    const zoomed = await layoutSize(zoom);
    expect(Math.abs(zoomed.width - 2 * fitted.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(zoomed.height - 2 * fitted.height)).toBeLessThanOrEqual(1);

    // the point clicked is in the middle of the frame, and the middle shows the photo
    const view = await viewOf(frame);
    const middle = { x: view.left + view.width / 2, y: view.top + view.height / 2 };
    const maxLeft = zoomed.width - view.width;
    const maxTop = zoomed.height - view.height;
    expect(middle.x).toBeCloseTo(Math.min(Math.max(2 * point.x, view.width / 2), maxLeft + view.width / 2), -1);
    expect(middle.y).toBeCloseTo(Math.min(Math.max(2 * point.y, view.height / 2), maxTop + view.height / 2), -1);
    const big = await drawnPhoto(photo);
    expect(middle.x).toBeGreaterThan(big.left);
    expect(middle.x).toBeLessThan(big.left + big.width);
    expect(middle.y).toBeGreaterThan(big.top);
    expect(middle.y).toBeLessThan(big.top + big.height);

    // arrow keys pan (and no longer step to the next photo)
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await viewOf(frame)).left).toBeGreaterThan(view.left);
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await viewOf(frame)).top).toBeGreaterThan(view.top);
    await expect(page.getByRole('dialog', { name: /: photo 1 of \d+$/ })).toBeVisible();

    // dragging pans without zooming out
    const before = await viewOf(frame);
    const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 40, start.y + 60, { steps: 4 });
    await page.mouse.up();
    await expect.poll(async () => (await viewOf(frame)).left).toBeCloseTo(before.left - 40, -1);
    expect((await viewOf(frame)).top).toBeCloseTo(before.top - 60, -1);
    await expect(zoom).toHaveAttribute('aria-pressed', 'true');

    // scrolling pans
    const scrolled = await viewOf(frame);
    await page.mouse.wheel(0, 120);
    await expect.poll(async () => (await viewOf(frame)).top).toBeGreaterThan(scrolled.top);

    // another click goes back to the fitted photo
    await page.mouse.click(start.x, start.y);
    await expect(zoom).toHaveAttribute('aria-pressed', 'false');
    expect(await layoutSize(zoom)).toEqual(fitted);
  });
}
