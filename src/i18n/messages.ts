// Interface texts: flat ICU messages in locales/<locale>.json, split by the build in areas
// (shared/texts/text-areas.ts, build/message-areas.ts): the core (the login page, titles, errors) and one
// per part of the app, each page loading its own. English's core is bundled; the rest are chunks of
// their own, loaded when needed. English keys are the message ids react-intl type-checks against.
import type en from '../../locales/en.json';
import enCore from './generated/en.core.json';
import type { Locale } from './locales';
import { CORE_AREA } from '../../shared/texts/text-areas';

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

type AreaMessages = Partial<Messages>;

/** One chunk per language and area: the bundler makes one of each file the pattern matches. */
const loadArea = async (locale: Locale, area: string): Promise<AreaMessages> =>
  ((await import(`./generated/${locale}.${area}.json`)) as { default: AreaMessages }).default;

const loadedAreas: Record<Locale, Map<string, AreaMessages>> = { en: new Map([[CORE_AREA, enCore]]), ru: new Map() };
/** Each locale's messages as assembled, by the areas they hold. */
const assembled: Record<Locale, Map<string, Messages>> = { en: new Map(), ru: new Map() };

const withCore = (areas: Iterable<string>): string[] => [...new Set([CORE_AREA, ...areas])].sort();

/** A locale's messages of the core and these areas when in memory: the same object each time, so switching shows no loading state. */
export function loadedMessages(locale: Locale, areas: Iterable<string>): Messages | undefined {
  const all = withCore(areas);
  if (!all.every((area) => loadedAreas[locale].has(area))) return undefined;
  const key = all.join(' ');
  let messages = assembled[locale].get(key);
  if (!messages) {
    messages = Object.assign({}, ...all.map((area) => loadedAreas[locale].get(area))) as Messages;
    assembled[locale].set(key, messages);
  }
  return messages;
}

export async function loadMessages(locale: Locale, areas: Iterable<string>): Promise<Messages> {
  const all = withCore(areas);
  await Promise.all(
    all.map(async (area) => {
      if (!loadedAreas[locale].has(area)) loadedAreas[locale].set(area, await loadArea(locale, area));
    }),
  );
  return loadedMessages(locale, all)!;
}

/** Every route-table page has its title under this key (tests/src/locales.test.ts checks it). */
export function pageTitleId(page: string): MessageId {
  return `pages.${page}.title` as MessageId;
}
