// The brand's info pages (config/content-schema.ts): read and checked once at start, every problem
// named, and served as JSON at /content/<page>.json in the language-neutral form {en, ru}.
import fs from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import { CONTENT_PAGES, contentPageSchema, type ContentPageFile } from '../config/content-schema';
import { createAjv } from '../schemas/ajv';
import { describeAjvError } from '../schemas/ajv-messages';
import { displayPath, repoRoot } from './paths';

const defaultContentDir = path.join(repoRoot, 'config', 'content');
export const DEFAULT_CONTENT_FOLDER = 'default';

export class InvalidContentError extends Error {
  constructor(readonly violations: string[]) {
    super(`Invalid info pages:\n${violations.map((v) => `  ${v}`).join('\n')}`);
    this.name = 'InvalidContentError';
  }
}

/** Every page of the folder, or an InvalidContentError listing each missing or malformed file. */
export function loadContent(folder: string, contentDir = defaultContentDir): ReadonlyMap<string, ContentPageFile> {
  const validate = createAjv({ allowUnionTypes: true }).compile<ContentPageFile>(contentPageSchema);
  const pages = new Map<string, ContentPageFile>();
  const violations: string[] = [];
  for (const page of CONTENT_PAGES) {
    const file = path.join(contentDir, folder, `${page}.json`);
    const shown = displayPath(file);
    let data: unknown;
    try {
      data = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      violations.push(`${shown}: must be a readable JSON file (${(error as Error).message})`);
      continue;
    }
    if (validate(data)) pages.set(page, data);
    else violations.push(...(validate.errors ?? []).map((error) => `${shown}: ${describeAjvError(error)}`));
  }
  if (violations.length > 0) throw new InvalidContentError(violations);
  return pages;
}

/** A text's `{company}` is the company's name, so a brand copied from the default one names itself. */
const COMPANY_PLACEHOLDER = '{company}';

export function contentRouter(pages: ReadonlyMap<string, ContentPageFile>, companyName: string): Router {
  const name = JSON.stringify(companyName).slice(1, -1);
  const router = Router();
  router.get('/:file', (req, res) => {
    const page = /^([a-z-]+)\.json$/.exec(req.params.file)?.[1];
    const content = page === undefined ? undefined : pages.get(page);
    if (!content) {
      res.status(404).json({ success: false, message: 'No such page' });
      return;
    }
    const { $schema: _schema, ...body } = content;
    res.setHeader('Cache-Control', 'no-cache');
    res.type('json').send(JSON.stringify(body).replaceAll(COMPANY_PLACEHOLDER, name));
  });
  return router;
}
