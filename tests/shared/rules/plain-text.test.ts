import { describe, expect, it } from 'vitest';
import { hasControlCharacters } from '../../../schemas/rules/plain-text';

describe('hasControlCharacters', () => {
  it('finds C0 and C1 controls, DEL and the bidi embeddings, overrides and isolates', () => {
    for (const text of ['a\u0000b', 'a\tb', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\u202ab', 'a\u202eb', 'a\u2066b', 'a\u2069b']) {
      expect(hasControlCharacters(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('passes the texts of any script, and line breaks when they are allowed', () => {
    for (const text of ['Алексей Смирнов', '東京都港区', 'مرحبا', 'O’Brien & Co. — “Auto”', '🚗'])
      expect(hasControlCharacters(text)).toBe(false);
    expect(hasControlCharacters('one\ntwo')).toBe(true);
    expect(hasControlCharacters('one\r\ntwo', { lineBreaks: true })).toBe(false);
    expect(hasControlCharacters('one\ttwo', { lineBreaks: true })).toBe(true);
  });
});
