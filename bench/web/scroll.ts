// Scrolling the phone's endless list once it holds many lots: a scroll of a fixed distance at a fixed
// speed (Chromium's synthetic gesture), during which the renderer's main-thread task time and
// the intervals between animation frames are recorded. The same gesture over a static page of as
// many plain rows is the floor.
import type { BrowserContext, CDPSession, Page, Response } from '@playwright/test';
import { percentile } from '../listing-mix';

export interface ScrollOptions {
  lots: number;
  /** 'mouse' scrolls by wheel events, 'touch' by a finger's drag */
  input: 'mouse' | 'touch';
  distancePx: number;
  speedPxPerS: number;
  cpuSlowdown: number;
}

export interface ScrollFigures {
  lots: number;
  /** share of the scroll's wall time the main thread ran tasks */
  busy: number;
  frameP95Ms: number;
  frames: number;
}

interface FrameWindow {
  seriFrames?: number[];
  seriFramesStop?: boolean;
}

const isListing = (response: Response) => /\/api\/v1\/[\w-]+\/listing\?/.test(response.url());

async function lotsIn(response: Promise<Response>): Promise<number> {
  const body = (await (await response).json()) as Record<string, unknown>;
  const list = Object.values(body).find(Array.isArray);
  return list?.length ?? 0;
}

/** Opens the phone listing, loads pages until `lots` lots are in, back to the top, then measures. */
export async function scrollListing(context: BrowserContext, url: string, options: ScrollOptions): Promise<ScrollFigures> {
  const page = await context.newPage();
  const first = page.waitForResponse(isListing);
  await page.goto(url);
  let loaded = await lotsIn(first);
  await page.getByRole('feed').waitFor();
  for (let misses = 0; loaded < options.lots;) {
    const next = page.waitForResponse(isListing, { timeout: 5_000 });
    // the end marker comes into view: the next page is asked for
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    try {
      loaded += await lotsIn(next);
    } catch (error) {
      if (++misses === 3) throw new Error(`The list stopped at ${loaded} lots (seed more with --lots)`, { cause: error });
      await page.evaluate(() => window.scrollBy(0, -1000));
    }
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
  const figures = await measureScroll(page, options);
  await page.close();
  return { ...figures, lots: loaded };
}

/** The same gesture over a static page of `rows` rows of a photo box and six lines. */
export async function scrollFloor(context: BrowserContext, options: ScrollOptions): Promise<ScrollFigures> {
  const page = await context.newPage();
  const row = (i: number) =>
    `<article style="display:grid;grid-template-columns:38% 1fr;gap:4px 12px;padding:8px;margin-bottom:12px;border:1px solid #ddd;border-radius:8px">` +
    `<div style="grid-row:1/span 6;aspect-ratio:4/3;background:#eee"></div>` +
    Array.from({ length: 6 }, (_, line) => `<div>Lot ${i} line ${line}</div>`).join('') +
    `</article>`;
  await page.setContent(
    `<!doctype html><body style="font:14px sans-serif">${Array.from({ length: options.lots }, (_, i) => row(i)).join('')}</body>`,
  );
  const figures = await measureScroll(page, options);
  await page.close();
  return { ...figures, lots: options.lots };
}

async function measureScroll(
  page: Page,
  { input, distancePx, speedPxPerS, cpuSlowdown }: ScrollOptions,
): Promise<Omit<ScrollFigures, 'lots'>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  // a string: tsx would wrap a named function in a helper the page does not have
  await page.evaluate(`{
    window.seriFrames = [];
    window.seriFramesStop = false;
    const tick = (time) => {
      window.seriFrames.push(time);
      if (!window.seriFramesStop) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }`);
  const taskBefore = await taskSeconds(cdp);
  const started = performance.now();
  const viewport = page.viewportSize() ?? { width: 400, height: 800 };
  await cdp.send('Input.synthesizeScrollGesture', {
    x: Math.round(viewport.width / 2),
    y: Math.round(viewport.height * 0.8),
    yDistance: -distancePx,
    speed: speedPxPerS,
    gestureSourceType: input,
  });
  const wallSeconds = (performance.now() - started) / 1000;
  const taskAfter = await taskSeconds(cdp);
  const frames = await page.evaluate(() => {
    const w = window as FrameWindow;
    w.seriFramesStop = true;
    return w.seriFrames ?? [];
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  const intervals = frames.slice(1).map((time, i) => time - (frames[i] as number));
  return { busy: (taskAfter - taskBefore) / wallSeconds, frameP95Ms: percentile(intervals, 95), frames: frames.length };
}

async function taskSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const task = metrics.find((m) => m.name === 'TaskDuration');
  if (!task) throw new Error('Chromium reported no TaskDuration metric');
  return task.value;
}
