// Interface texts: flat ICU messages in locales/<locale>.json, split by the build in two areas
// (build/message-areas.ts): the core (shell, auth and error pages) and the app (every other page).
// English's core is bundled; the rest are chunks of their own, loaded when needed. English keys are
// the message ids react-intl type-checks against.
import type en from '../../locales/en.json';
import enCore from './generated/en.core.json';
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

type Area = 'core' | 'app';
type AreaMessages = Partial<Messages>;

const areaChunks: Record<Locale, Record<Area, () => Promise<{ default: AreaMessages }>>> = {
  en: { core: () => Promise.resolve({ default: enCore }), app: () => import('./generated/en.app.json') },
  ru: { core: () => import('./generated/ru.core.json'), app: () => import('./generated/ru.app.json') },
};

const loadedAreas: Record<Locale, Partial<Record<Area, AreaMessages>>> = { en: { core: enCore }, ru: {} };
/** Each locale's messages as assembled, without and with the app area. */
const assembled: Record<Locale, Partial<Record<Area, Messages>>> = { en: {}, ru: {} };

const areasOf = (withApp: boolean): Area[] => (withApp ? ['core', 'app'] : ['core']);

/** A locale's messages of the core (and the app area) when in memory: the same object each time, so switching shows no loading state. */
export function loadedMessages(locale: Locale, withApp: boolean): Messages | undefined {
  const key = withApp ? 'app' : 'core';
  const parts = areasOf(withApp).map((area) => loadedAreas[locale][area]);
  if (parts.some((part) => !part)) return undefined;
  return (assembled[locale][key] ??= Object.assign({}, ...parts) as Messages);
}

export async function loadMessages(locale: Locale, withApp: boolean): Promise<Messages> {
  await Promise.all(
    areasOf(withApp).map(async (area) => {
      loadedAreas[locale][area] ??= (await areaChunks[locale][area]()).default;
    }),
  );
  return loadedMessages(locale, withApp)!;
}

/** Every route-table page has its title under this key (tests/src/locales.test.ts checks it). */
export function pageTitleId(page: string): MessageId {
  return `pages.${page}.title` as MessageId;
}
