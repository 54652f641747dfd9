import { FluentProvider } from '@fluentui/react-provider';
import { useMemo, type ReactNode } from 'react';
import { createGlobalStyle, ThemeProvider } from 'styled-components';
import { useSnapshot } from 'valtio';
import { preferences } from '../../stores/preferences';
import { appTheme, token } from '../../ui/theme';
import { useMediaQuery } from '../../ui/use-media-query';
import { fluentThemes } from './fluent-themes';

const GlobalStyle = createGlobalStyle`
  body {
    margin: 0;
  }
  /* Fluent's own controls draw their focus ring; plain links get the same visible one */
  a:focus-visible {
    outline: ${token('strokeWidthThick')} solid ${token('colorStrokeFocus2')};
    outline-offset: 2px;
    border-radius: ${token('borderRadiusSmall')};
  }
`;

/** One theme, fed to Fluent (brand ramp of the company colour) and to styled-components. */
export function ThemeProviders({ brand, children }: { brand: string; children: ReactNode }) {
  const chosen = useSnapshot(preferences).theme;
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)');
  const mode = chosen ?? (systemDark ? 'dark' : 'light');
  const themes = useMemo(() => fluentThemes(brand), [brand]);
  const styledTheme = useMemo(() => appTheme(mode), [mode]);

  return (
    <FluentProvider theme={themes[mode]} style={{ minHeight: '100vh', colorScheme: mode }}>
      <ThemeProvider theme={styledTheme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </FluentProvider>
  );
}
