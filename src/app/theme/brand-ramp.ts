// Fluent's brand ramp: 16 shades (10 darkest … 160 lightest) with the company colour at 80,
// the shade Fluent uses for primary buttons and links in the light theme.
import type { BrandVariants } from '@fluentui/tokens';

const SHADES = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;
const BRAND_INDEX = 7;
/** How far the ends of the ramp move towards black and white: kept short of pure black/white. */
const DARKEST_MIX = 0.8;
const LIGHTEST_MIX = 0.88;

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Brand colour must be #rrggbb, got '${hex}'`);
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return from.map((c, i) => c + (to[i]! - c) * amount) as Rgb;
}

export function brandRamp(brandHex: string): BrandVariants {
  const brand = parseHex(brandHex);
  const ramp = SHADES.map((shade, index) => {
    if (index < BRAND_INDEX) return [shade, toHex(mix(brand, [0, 0, 0], ((BRAND_INDEX - index) / BRAND_INDEX) * DARKEST_MIX))];
    const towardsWhite = ((index - BRAND_INDEX) / (SHADES.length - 1 - BRAND_INDEX)) * LIGHTEST_MIX;
    return [shade, toHex(mix(brand, [255, 255, 255], towardsWhite))];
  });
  return Object.fromEntries(ramp) as BrandVariants;
}
