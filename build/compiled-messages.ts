// The browser gets locales/<locale>.json as ICU syntax trees, parsed here at build time, so react-intl
// runs without its message parser (aliased to the parser package's no-parser build): a first visit
// downloads about 8 kB less. The source files stay plain ICU strings for people and tests.
import fs from 'node:fs/promises';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'esbuild';

// locales/<locale>.json, or one area of it (build/message-areas.ts)
const LOCALE_FILE = /[\\/](?:locales|i18n[\\/]generated)[\\/]([a-z]{2})(?:\.[\w-]+)?\.json$/;

/** `{id: text}` → `{id: syntax tree}`; a message that does not parse fails the build, naming it. */
export function compileMessages(messages: Record<string, string>, locale: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(messages).map(([id, text]) => {
      try {
        return [id, parse(text, { locale: new Intl.Locale(locale) })];
      } catch (error) {
        throw new Error(`locales/${locale}.json: "${id}" is not a valid ICU message: ${(error as Error).message}`);
      }
    }),
  );
}

export const compiledMessages: Plugin = {
  name: 'seri-compiled-messages',
  setup(build) {
    build.onLoad({ filter: LOCALE_FILE }, async ({ path }) => {
      const locale = LOCALE_FILE.exec(path)![1]!;
      const messages = JSON.parse(await fs.readFile(path, 'utf8')) as Record<string, string>;
      // a default export only: as JSON, a lazily imported file also exported each id by name (twice the bytes)
      return { contents: `export default ${JSON.stringify(compileMessages(messages, locale))};`, loader: 'js' };
    });
  },
};

/** What the bundle imports instead of the parser: the same syntax-tree helpers, no parse(). */
export const WITHOUT_MESSAGE_PARSER = { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js' };
