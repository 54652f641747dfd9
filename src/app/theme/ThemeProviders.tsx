import { FluentProvider } from '@fluentui/react-provider';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createGlobalStyle, ThemeProvider } from 'styled-components';
import { useSnapshot } from 'valtio';
import { preferences, type ThemeMode } from '../../stores/preferences';
import { appTheme, token } from '../../ui/theme';
import { useMediaQuery } from '../../ui/use-media-query';
import { fluentTheme, loadTheme, themeLoaded } from './fluent-themes';

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

export const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

/** The mode a visit shows: the user's choice, else the system's colour scheme. */
export function themeMode(chosen: ThemeMode | null, systemDark: boolean): ThemeMode {
  return chosen ?? (systemDark ? 'dark' : 'light');
}

/** `mode` once its theme is loaded; until then the mode shown before, so the page never goes unstyled. */
function useShownMode(mode: ThemeMode): ThemeMode {
  const loaded = themeLoaded(mode);
  const [shown, setShown] = useState<ThemeMode>(() => (loaded ? mode : 'light'));
  if (loaded && shown !== mode) setShown(mode);
  useEffect(() => {
    if (loaded) return;
    let current = true;
    // a failed load leaves the shown theme; the next switch tries again
    loadTheme(mode).then(
      () => current && setShown(mode),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [mode, loaded]);
  return loaded ? mode : shown;
}

/** One theme, fed to Fluent (brand ramp of the company colour) and to styled-components. */
export function ThemeProviders({ brand, children }: { brand: string; children: ReactNode }) {
  const chosen = useSnapshot(preferences).theme;
  const systemDark = useMediaQuery(SYSTEM_DARK_QUERY);
  const mode = useShownMode(themeMode(chosen, systemDark));
  const theme = useMemo(() => fluentTheme(mode, brand), [mode, brand]);
  const styledTheme = useMemo(() => appTheme(mode), [mode]);

  return (
    <FluentProvider theme={theme} style={{ minHeight: '100vh', colorScheme: mode }}>
      <ThemeProvider theme={styledTheme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </FluentProvider>
  );
}
