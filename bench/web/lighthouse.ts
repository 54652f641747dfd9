// Lighthouse's mobile performance audit (its default: a mid-range phone on slow 4G, 4× CPU slowdown,
// simulated) of one page, each run in a fresh headless Chromium of its own, as Lighthouse advises.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';

export interface LighthouseFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const ATTEMPTS = 3;

/** `chromeFlags`: more of Chromium's command-line flags (a TLS front's certificate). */
export async function lighthouseRun(
  chromePath: string,
  url: string,
  cookie: string,
  chromeFlags: readonly string[] = [],
): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await withChromium(chromePath, chromeFlags, (port) => audit(url, port, cookie));
    } catch (error) {
      // Lighthouse asks for another run when its trace comes out incomplete (NO_NAVSTART, NO_FCP)
      if (attempt === ATTEMPTS) throw error;
      console.warn(`Lighthouse run ${attempt} of ${url} failed, again: ${(error as Error).message}`);
    }
  }
}

async function audit(url: string, port: number, cookie: string): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
  };
}

async function withChromium<T>(chromePath: string, chromeFlags: readonly string[], run: (port: number) => Promise<T>): Promise<T> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'seri-lighthouse-'));
  const chrome = spawn(
    chromePath,
    [
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-dev-shm-usage',
      ...chromeFlags,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  try {
    return await run(await debuggingPort(chrome.stderr));
  } finally {
    const exited = new Promise((resolve) => chrome.once('exit', resolve));
    chrome.kill('SIGTERM');
    await exited;
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/** Chromium prints "DevTools listening on ws://127.0.0.1:PORT/…" once it takes connections. */
function debuggingPort(stderr: NodeJS.ReadableStream): Promise<number> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
      if (!found) return;
      stderr.off('data', onData);
      stderr.resume();
      resolve(Number(found[1]));
    };
    stderr.on('data', onData);
    stderr.once('end', () => reject(new Error(`Chromium exited before it listened:\n${text}`)));
  });
}

/** The median of each figure over the runs. */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const median = (pick: (f: LighthouseFigures) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  };
  return { score: median((f) => f.score), lcpMs: median((f) => f.lcpMs), tbtMs: median((f) => f.tbtMs), cls: median((f) => f.cls) };
}
