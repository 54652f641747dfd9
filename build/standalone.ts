// What the precompiled ajv validators (forms, list answers) share: ajv options whose standalone
// code runs in the browser as ESM with no ajv runtime helper (the CSP has no 'unsafe-eval'), a check
// of that, and writing a generated file only when it changed.
import fs from 'node:fs';
import type { Options } from 'ajv';

/** ajv calls `unicode: false` deprecated; it is still what keeps require() out of the code. */
const quietAboutUnicode = {
  log: console.log,
  warn: (...args: unknown[]) => {
    if (!String(args[0]).includes('option unicode')) console.warn(...args);
  },
  error: console.error,
};

/** `unicode: false` counts string lengths without ajv's runtime helper, which only a require() could load. */
export const BROWSER_STANDALONE_OPTIONS = {
  code: { esm: true, lines: false, source: true },
  unicode: false,
  logger: quietAboutUnicode,
} satisfies Options;

/** Throws when standalone code needs an ajv runtime helper: it could not run in the browser as ESM. */
export function assertBrowserReady(code: string, source: string): void {
  if (code.includes('require(')) throw new Error(`${source} needs an ajv runtime helper; it cannot run in the browser as ESM`);
}

export function writeIfChanged(file: string, text: string): boolean {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return false;
  fs.writeFileSync(file, text);
  return true;
}
