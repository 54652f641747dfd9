// Condition badge colours (seed 001 §4, seed 000 §9).
import type { BadgeColor } from './badge-color';

const COLORS: Readonly<Record<string, BadgeColor>> = {
  ...Object.fromEntries(['6', '5', 'S'].map((g) => [g, 'green'])),
  ...Object.fromEntries(['3.5', '4', '4.5'].map((g) => [g, 'orange'])),
  ...Object.fromEntries(['***', 'RA', 'R', '3', '2', 'RB', 'R2', 'R?', '1', 'WR'].map((g) => [g, 'red'])),
};

/** Any other grade (or none) is neutral. */
export function conditionColor(condition: string | number | null | undefined): BadgeColor {
  if (condition === null || condition === undefined) return 'neutral';
  return COLORS[String(condition).trim().toUpperCase()] ?? 'neutral';
}
