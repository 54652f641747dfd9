// locales/<locale>.json stays the one file people edit; the build splits it by area
// (shared/texts/text-areas.ts), written to src/i18n/generated/<locale>.<area>.json. The entry carries
// the core (the login page, page titles and errors); every other page waits for its own areas,
// so a first visit downloads the texts its page uses, not the whole app's.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from '../server/paths';
import { textAreaOf } from '../shared/texts/area-prefixes';
import { textAreas } from '../shared/texts/text-areas';

const LOCALES_DIR = path.join(repoRoot, 'locales');
export const MESSAGE_AREAS_DIR = path.join(repoRoot, 'src', 'i18n', 'generated');

/** One locale's messages by area, keys in the source's order; an id no area takes fails, naming it. */
export function splitByArea(messages: Record<string, string>, file: string): Record<string, Record<string, string>> {
  const areas: Record<string, Record<string, string>> = Object.fromEntries(textAreas().map((area) => [area, {}]));
  for (const [id, text] of Object.entries(messages)) {
    const area = textAreaOf(id);
    if (!area || !areas[area]) throw new Error(`${file}: "${id}" belongs to no text area: add its prefix to shared/texts/text-areas.ts`);
    areas[area]![id] = text;
  }
  return areas;
}

/** Writes each locale's messages split by area. */
export function writeMessageAreas(): void {
  fs.mkdirSync(MESSAGE_AREAS_DIR, { recursive: true });
  const wanted = new Set<string>();
  for (const file of fs.readdirSync(LOCALES_DIR).filter((f) => f.endsWith('.json'))) {
    const messages = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, file), 'utf8')) as Record<string, string>;
    const locale = path.basename(file, '.json');
    for (const [area, subset] of Object.entries(splitByArea(messages, `locales/${file}`))) {
      const name = `${locale}.${area}.json`;
      wanted.add(name);
      fs.writeFileSync(path.join(MESSAGE_AREAS_DIR, name), `${JSON.stringify(subset, null, 2)}\n`);
    }
  }
  // an area that no longer exists would still be bundled (src/i18n/messages.ts imports them by pattern)
  for (const stale of fs.readdirSync(MESSAGE_AREAS_DIR).filter((f) => f.endsWith('.json') && !wanted.has(f))) {
    fs.rmSync(path.join(MESSAGE_AREAS_DIR, stale));
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeMessageAreas();
  console.log(`messages split by area into ${path.relative(repoRoot, MESSAGE_AREAS_DIR)}/`);
}
