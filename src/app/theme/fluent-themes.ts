import { createDarkTheme, createLightTheme, type Theme } from '@fluentui/tokens';
import type { ThemeMode } from '../../stores/preferences';
import { brandRamp } from './brand-ramp';

/** Light and dark Fluent themes of one company colour. */
export function fluentThemes(brandHex: string): Record<ThemeMode, Theme> {
  const ramp = brandRamp(brandHex);
  const dark = createDarkTheme(ramp);
  // Fluent's advice for dark themes: brand text and links use lighter shades to stay readable
  dark.colorBrandForeground1 = ramp[110];
  dark.colorBrandForeground2 = ramp[120];
  dark.colorBrandForegroundLink = ramp[110];
  dark.colorBrandForegroundLinkHover = ramp[120];
  return { light: createLightTheme(ramp), dark };
}
