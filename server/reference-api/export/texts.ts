// The interface texts the CSV export writes (headings, status names), in the language asked: the
// portal's own messages (locales/<lang>.json) with the brand's column headings over them, as the
// portal shows them. The texts it writes are plain: a message with arguments is a mistake here.
import { readFileSync } from 'node:fs';
import type { CompanyConfig } from '../../../config/company-schema';
import type { LANGUAGE_IDS } from '../../../schemas/api/session';
import { brandMessages } from '../../../shared/page-types/brand-labels';

/** the portal's languages */
export type ExportLanguage = keyof typeof LANGUAGE_IDS;

const readMessages = (lang: ExportLanguage): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../../locales/${lang}.json`, import.meta.url), 'utf8')) as Record<string, string>;

let portalMessages: Record<ExportLanguage, Record<string, string>> | undefined;

/**
 * An ICU message without arguments as the reader sees it: '' is an apostrophe, and an apostrophe
 * before a brace, a tag or a # quotes up to the next one.
 */
function plainMessage(message: string): string {
  let text = '';
  for (let at = 0; at < message.length; at += 1) {
    const char = message[at]!;
    if (char === "'" && message[at + 1] === "'") {
      text += "'";
      at += 1;
    } else if (char === "'" && /[{}<>#]/.test(message[at + 1] ?? '')) {
      const end = message.indexOf("'", at + 1);
      text += message.slice(at + 1, end === -1 ? undefined : end);
      at = end === -1 ? message.length : end;
    } else if (char === '{' || char === '}') {
      throw new Error(`The message '${message}' has arguments: the export writes plain texts`);
    } else {
      text += char;
    }
  }
  return text;
}

/** The text of a message id in a language; an unknown id throws (a schema names a missing message). */
export type Texts = (id: string) => string;

export function exportTexts(lang: ExportLanguage, brand: Pick<CompanyConfig, 'pageTypes' | 'tables'>): Texts {
  portalMessages ??= { en: readMessages('en'), ru: readMessages('ru') };
  const messages = { ...portalMessages[lang], ...brandMessages(brand, lang) };
  return (id) => {
    const message = messages[id];
    if (message === undefined) throw new Error(`No message '${id}' in locales/${lang}.json`);
    return plainMessage(message);
  };
}
