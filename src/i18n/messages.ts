// Interface texts: flat ICU messages in locales/<locale>.json. English is bundled; Russian is its
// own chunk, loaded when chosen. English keys are the message ids react-intl type-checks against.
import en from '../../locales/en.json';
import type { Locale } from './locales';

export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- react-intl types message ids through this global namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

const loaded: Partial<Record<Locale, Messages>> = { en };
const lazyLocales: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Messages }>> = {
  ru: () => import('../../locales/ru.json'),
};

/** Messages already in memory, so switching to a loaded locale shows no loading state. */
export function loadedMessages(locale: Locale): Messages | undefined {
  return loaded[locale];
}

export async function loadMessages(locale: Locale): Promise<Messages> {
  const cached = loaded[locale];
  if (cached) return cached;
  const messages = (await lazyLocales[locale as Exclude<Locale, 'en'>]()).default;
  loaded[locale] = messages;
  return messages;
}

/** Every route-table page has its title under this key (tests/src/locales.test.ts checks it). */
export function pageTitleId(page: string): MessageId {
  return `pages.${page}.title` as MessageId;
}
