// The browser entry. No inline scripts anywhere: the page's CSP allows only script-src 'self'.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { syncComparedLotsFromStorage } from '../stores/compare-lots';
import { mirrorLocale, preferences, syncPreferencesFromStorage } from '../stores/preferences';
import { App } from './App';
import { textAreasAt } from './layouts';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { readCompanyConfig } from './read-company-config';
import { startPage } from './start-page';
import { loadTheme } from './theme/fluent-themes';
import { SYSTEM_DARK_QUERY, themeMode } from './theme/ThemeProviders';

const ROOT_ELEMENT_ID = 'root';

const config = readCompanyConfig(document);
// another tab changed the language or theme, or the lots to compare: follow it
window.addEventListener('storage', syncPreferencesFromStorage);
window.addEventListener('storage', syncComparedLotsFromStorage);

// a language chosen before the cookie existed, or whose cookie expired, preloads from the next visit on
mirrorLocale();

const queryClient = createQueryClient();
startPage(window.location, queryClient, config);

const container = document.getElementById(ROOT_ELEMENT_ID);
if (!container) throw new Error(`index.html has no #${ROOT_ELEMENT_ID} element`);
// a dark visit's theme loads first (with the page's chunks), so its first screen is never light
const firstTheme = themeMode(preferences.theme, window.matchMedia(SYSTEM_DARK_QUERY).matches);
void loadTheme(firstTheme)
  .catch(() => undefined)
  .then(() => {
    const root = createRoot(container);
    startTransition(() =>
      root.render(
        <StrictMode>
          <AppProviders config={config} firstTextAreas={textAreasAt(window.location.pathname)} queryClient={queryClient}>
            <App />
          </AppProviders>
        </StrictMode>,
      ),
    );
  });
