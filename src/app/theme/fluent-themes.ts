// A visit needs only its mode's theme: the light one comes with the entry, the dark one loads when
// first shown (main.tsx waits for it before the first render of a dark visit).
import type { BrandVariants, Theme } from '@fluentui/tokens';
import type { ThemeMode } from '../../stores/preferences';
import { brandRamp } from './brand-ramp';
import light from './generated/light.json';

/** A mode's theme as the build writes it (build/theme-templates.ts). */
interface ThemeTemplate {
  fixed: Record<string, string | number>;
  brandShades: Record<string, number>;
}

const templates: Partial<Record<ThemeMode, ThemeTemplate>> = { light };
let darkLoading: Promise<void> | undefined;

export function themeLoaded(mode: ThemeMode): boolean {
  return templates[mode] !== undefined;
}

/** Loads the theme of `mode` unless it is in; a failed load is tried again on the next call. */
export function loadTheme(mode: ThemeMode): Promise<void> {
  if (themeLoaded(mode)) return Promise.resolve();
  darkLoading ??= import('./generated/dark.json').then(
    (module) => {
      templates.dark = module.default;
    },
    (error: unknown) => {
      darkLoading = undefined;
      throw error;
    },
  );
  return darkLoading;
}

/** The Fluent theme of a loaded mode for the company colour: Fluent's createLightTheme/createDarkTheme answer. */
export function fluentTheme(mode: ThemeMode, brandHex: string): Theme {
  const template = templates[mode];
  if (!template) throw new Error(`The ${mode} theme is not loaded`);
  const ramp = brandRamp(brandHex);
  const brand = Object.entries(template.brandShades).map(([name, shade]) => [name, ramp[shade as keyof BrandVariants]]);
  return { ...template.fixed, ...Object.fromEntries(brand) } as Theme;
}
