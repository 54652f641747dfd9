// The styled-components side of the one theme. Colours, spacing and type come from Fluent tokens,
// which are CSS variables set by FluentProvider, so components never hold raw colours.
import { tokens } from '@fluentui/tokens';
import type { ExecutionContext } from 'styled-components';
import type { ThemeMode } from '../stores/preferences';
import { media } from './breakpoints';

export interface AppTheme {
  mode: ThemeMode;
  tokens: typeof tokens;
  media: typeof media;
}

export function appTheme(mode: ThemeMode): AppTheme {
  return { mode, tokens, media };
}

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation: styled-components' theme is ours
  export interface DefaultTheme extends AppTheme {}
}

/** A Fluent token in a styled-components template: `color: ${token('colorNeutralForeground2')};` */
export const token =
  (name: keyof AppTheme['tokens']) =>
  ({ theme }: ExecutionContext): string =>
    theme.tokens[name];
