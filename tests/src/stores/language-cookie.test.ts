// The chosen language, mirrored into a cookie for the portal to preload that language's texts.
import { mirrorLocale, setLocale, syncPreferencesFromStorage } from '../../../src/stores/preferences';

describe('the language cookie', () => {
  it('tells the server the language this browser chose before, and that none is chosen', () => {
    localStorage.setItem('language', '693');
    syncPreferencesFromStorage();
    mirrorLocale();
    expect(document.cookie).toContain('seri_language=ru');

    localStorage.removeItem('language');
    syncPreferencesFromStorage();
    mirrorLocale();
    expect(document.cookie).not.toContain('seri_language');
  });

  it('follows a new choice', () => {
    setLocale('en');
    expect(document.cookie).toContain('seri_language=en');
    setLocale('ru');
    expect(document.cookie).toContain('seri_language=ru');
  });
});
