// locales/<locale>.json stays the one file people edit; the build splits it in two areas, written to
// src/i18n/generated/<locale>.<area>.json. The entry carries the core (the shell, the auth pages and
// the error pages); every other page waits for the app area with its shell (src/app/layouts.ts), so a
// login page's first visit downloads about a fifth of the texts. A message belongs to the core when
// its id starts with one of these prefixes (tests/server/app/message-areas.test.ts checks that every
// id the entry, the auth shell and the auth pages use is there).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from '../server/paths';

export const CORE_MESSAGE_PREFIXES = ['account.', 'alerts.', 'auth.', 'common.', 'Error.', 'errors.', 'forms.', 'pages.', 'shell.'];

export type MessageArea = 'core' | 'app';

export function messageArea(id: string): MessageArea {
  return CORE_MESSAGE_PREFIXES.some((prefix) => id.startsWith(prefix)) ? 'core' : 'app';
}

const LOCALES_DIR = path.join(repoRoot, 'locales');
const MESSAGE_AREAS_DIR = path.join(repoRoot, 'src', 'i18n', 'generated');

/** Writes each locale's messages split by area, keys sorted as in the source. */
export function writeMessageAreas(): void {
  fs.mkdirSync(MESSAGE_AREAS_DIR, { recursive: true });
  for (const file of fs.readdirSync(LOCALES_DIR).filter((f) => f.endsWith('.json'))) {
    const messages = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, file), 'utf8')) as Record<string, string>;
    const areas: Record<MessageArea, Record<string, string>> = { core: {}, app: {} };
    for (const [id, text] of Object.entries(messages)) areas[messageArea(id)][id] = text;
    const locale = path.basename(file, '.json');
    for (const [area, subset] of Object.entries(areas)) {
      fs.writeFileSync(path.join(MESSAGE_AREAS_DIR, `${locale}.${area}.json`), `${JSON.stringify(subset, null, 2)}\n`);
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeMessageAreas();
  console.log(`messages split by area into ${path.relative(repoRoot, MESSAGE_AREAS_DIR)}/`);
}
