// Fluent's createLightTheme/createDarkTheme carry the whole colour palette into the bundle to build a
// theme from the company colour at run time. Only the brand ramp (src/app/theme/brand-ramp.ts) depends
// on the colour, and the company config can change without a rebuild (SIGHUP), so the build writes each
// mode's theme as plain data: the values that never change, and which ramp shade fills each brand token.
// src/app/theme/fluent-themes.ts puts them together for the company's colour.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDarkTheme, createLightTheme, type BrandVariants, type Theme } from '@fluentui/tokens';
import { repoRoot } from '../server/paths';

type Mode = 'light' | 'dark';
type Shade = keyof BrandVariants;

const SHADES: Shade[] = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160];

/** The Fluent theme of one brand ramp, as Fluent builds it: what the written templates must reproduce. */
export function referenceTheme(mode: Mode, ramp: BrandVariants): Theme {
  if (mode === 'light') return createLightTheme(ramp);
  return {
    ...createDarkTheme(ramp),
    // Fluent's advice for dark themes: brand text and links use lighter shades to stay readable
    colorBrandForeground1: ramp[110],
    colorBrandForeground2: ramp[120],
    colorBrandForegroundLink: ramp[110],
    colorBrandForegroundLinkHover: ramp[120],
  };
}

const THEMES_DIR = path.join(repoRoot, 'src', 'app', 'theme', 'generated');
export const LIGHT_THEME_FILE = path.join(THEMES_DIR, 'light.json');
const MARKER = /^brand-shade-(\d+)$/;

/** A theme split into its fixed values and the brand tokens, each naming the ramp shade it takes. */
function themeTemplate(mode: Mode) {
  const markers = Object.fromEntries(SHADES.map((shade) => [shade, `brand-shade-${shade}`])) as BrandVariants;
  const fixed: Record<string, string | number> = {};
  const brandShades: Record<string, number> = {};
  for (const [name, value] of Object.entries(referenceTheme(mode, markers))) {
    const shade = typeof value === 'string' ? MARKER.exec(value) : null;
    if (shade) brandShades[name] = Number(shade[1]);
    else if (typeof value === 'string' && value.includes('brand-shade-')) throw new Error(`${name} mixes a brand shade into '${value}'`);
    else fixed[name] = value;
  }
  return { fixed, brandShades };
}

/** Writes src/app/theme/generated/<mode>.json for both modes. */
export function writeThemeTemplates(): void {
  fs.mkdirSync(THEMES_DIR, { recursive: true });
  for (const mode of ['light', 'dark'] as const) {
    fs.writeFileSync(path.join(THEMES_DIR, `${mode}.json`), `${JSON.stringify(themeTemplate(mode), null, 2)}\n`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeThemeTemplates();
  console.log(`theme templates written to ${path.relative(repoRoot, THEMES_DIR)}/`);
}
