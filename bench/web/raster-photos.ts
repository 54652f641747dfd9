// Lot photos as a company backend serves them: JPEG files. The reference API draws its photos as SVG,
// and a browser draws an SVG image on the page's main thread (a document of its own per image:
// parsed, laid out, its text and gradients painted) where it decodes a JPEG on other threads. To
// measure the portal's own cost, the bench can serve the API's art rendered once into JPEGs.
import type { Browser, BrowserContext } from '@playwright/test';
import { lotPhotoUrl } from '../../server/reference-api/images/urls';

/** The API's photo art, 640×480 as it is drawn, of `lotIds`' first photos, as JPEGs. */
export async function rasterPhotos(browser: Browser, origin: string, lotIds: readonly number[]): Promise<Buffer[]> {
  const context = await browser.newContext({ viewport: { width: 640, height: 480 } });
  try {
    const page = await context.newPage();
    const photos: Buffer[] = [];
    for (const id of lotIds) {
      const res = await page.goto(`${origin}${lotPhotoUrl(id, 1)}`);
      if (!res?.ok()) throw new Error(`The photo of lot ${id} answered ${res?.status()}`);
      photos.push(await page.screenshot({ type: 'jpeg', quality: 80 }));
    }
    return photos;
  } finally {
    await context.close();
  }
}

/** Makes `context` get one of `photos` for every lot photo it asks for (the same one for the same URL). */
export async function servePhotos(context: BrowserContext, photos: readonly Buffer[]): Promise<void> {
  await context.route('**/api/v1/images/lots/**', (route) => {
    const { pathname } = new URL(route.request().url());
    const pick = [...pathname].reduce((sum, char) => sum + char.charCodeAt(0), 0) % photos.length;
    return route.fulfill({ body: photos[pick], contentType: 'image/jpeg', headers: { 'Cache-Control': 'public, max-age=86400' } });
  });
}
