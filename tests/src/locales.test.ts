import { parse } from '@formatjs/icu-messageformat-parser';
import en from '../../locales/en.json';
import ru from '../../locales/ru.json';
import { pages } from '../../src/app/pages';
import { routeTable } from '../../shared/routes/route-table';
import { pageTitleId } from '../../src/i18n/messages';

describe('locales', () => {
  it('have the same keys in English and Russian', () => {
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
  });

  it.each([
    ['en', en],
    ['ru', ru],
  ])('%s holds only non-empty, valid ICU messages', (_, messages) => {
    for (const [id, text] of Object.entries(messages)) {
      expect(text.trim(), id).not.toBe('');
      expect(() => parse(text), id).not.toThrow();
    }
  });

  it('give every route-table page a title and a page module', () => {
    for (const { page } of routeTable) {
      expect(en, page).toHaveProperty([pageTitleId(page)]);
      expect(pages, page).toHaveProperty([page]);
    }
  });

  it('carry the Russian texts users and the e2e suite look for', () => {
    expect(ru).toMatchObject({
      'shell.menu.myBids': 'Мои ставки',
      'shell.menu.profile': 'Профиль',
      'shell.logout': 'Выйти',
      'shell.language': 'Язык: {language}',
      'auth.login.submit': 'Войти',
      'pages.not-found.title': 'Страница не найдена',
      'shell.mainMenu': 'Главное меню',
      'shell.profileMenu': 'Меню профиля',
      'shell.profileMenuOf': '{name}, меню профиля',
    });
  });
});
