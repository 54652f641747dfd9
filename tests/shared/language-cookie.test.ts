import { describe, expect, it } from 'vitest';
import { parseLanguageCookie } from '../../shared/texts/language-cookie';

describe('parseLanguageCookie', () => {
  it('takes an interface language and nothing else', () => {
    expect(parseLanguageCookie('ru')).toBe('ru');
    expect(parseLanguageCookie('en')).toBe('en');
    for (const text of [undefined, null, '', 'de', 'RU', 'constructor', '__proto__', 'ru; path=/'])
      expect(parseLanguageCookie(text)).toBeUndefined();
  });
});
