// index.html, rendered once at start with the company config, and compressed once.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';
import { COMPANY_CONFIG_ELEMENT_ID } from '../config/company-config-element';
import type { CompanyConfig } from '../config/company-schema';
import { pickEncoding } from './content-encoding';
import { displayPath } from './paths';

/** The interface language of a visitor who chose none, when the company names no default (as the app's). */
const DEFAULT_LANGUAGE = 'en';

/** Where the server puts the company's head tags; the build keeps it in dist/index.html. */
export const HEAD_MARKER = '<!--seri:head-->';
export const DEV_RELOAD_SCRIPT = '/__dev/reload.js';
/** dist/page-preloads.json: page id → the chunks the build says that page needs beyond the entry. */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';

export interface IndexPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * index.html for the page of a route-table page id (undefined: no route) in the visitor's language
 * (undefined: none chosen, the company's default applies), each rendered and compressed once.
 */
export interface IndexPages {
  forPage(pageId: string | undefined, language: string | undefined): IndexPage;
}

export function loadIndexPage(distDir: string, company: CompanyConfig, devReload: boolean): IndexPages {
  const file = path.join(distDir, 'index.html');
  if (!fs.existsSync(file)) throw new Error(`${displayPath(file)} not found: run "npm run build" first`);
  const template = fs.readFileSync(file, 'utf8');
  const preloadsFile = path.join(distDir, PAGE_PRELOADS_FILE);
  // a development build writes none: its chunk names change on every rebuild
  const preloads = fs.existsSync(preloadsFile) ? (JSON.parse(fs.readFileSync(preloadsFile, 'utf8')) as Record<string, Preload[]>) : {};
  const rendered = new Map<string, IndexPage>();
  return {
    forPage(pageId, chosenLanguage) {
      const language = chosenLanguage ?? company.defaultLanguage ?? DEFAULT_LANGUAGE;
      const key = `${pageId ?? ''} ${language}`;
      let page = rendered.get(key);
      if (!page) {
        const pagePreloads = ((pageId && preloads[pageId]) || []).filter((preload) => !preload.language || preload.language === language);
        const identity = Buffer.from(renderIndexHtml(template, company, devReload, pagePreloads));
        page = { identity, br: zlib.brotliCompressSync(identity), gzip: zlib.gzipSync(identity, { level: 9 }) };
        rendered.set(key, page);
      }
      return page;
    },
  };
}

/**
 * A chunk to preload; with `media`, only on screens that match it; with `language`, only for a visitor
 * of that interface language (a page's texts) (build/page-preloads.ts).
 */
export interface Preload {
  href: string;
  media?: string;
  language?: string;
}

export function renderIndexHtml(template: string, company: CompanyConfig, devReload: boolean, preloads: readonly Preload[] = []): string {
  if (!template.includes(HEAD_MARKER)) throw new Error(`index.html lacks the ${HEAD_MARKER} marker`);
  const tags = [
    `<title>${escapeHtml(company.name)}</title>`,
    `<link rel="icon" href="${escapeHtml(company.favicon)}" />`,
    `<meta name="theme-color" content="${escapeHtml(company.theme.brand)}" />`,
    // A JSON data block is never executed, so the CSP needs no inline-script allowance for it.
    `<script type="application/json" id="${COMPANY_CONFIG_ELEMENT_ID}">${JSON.stringify(company).replace(/</g, '\\u003c')}</script>`,
    ...(devReload ? [`<script src="${DEV_RELOAD_SCRIPT}" defer></script>`] : []),
  ];
  // the page's own chunks, after the entry's: fetched along with them instead of after the entry has
  // run; a view of one kind of screen only where the screen matches its media query
  const pageChunks = preloads
    .map(
      ({ href, media }) => `  <link rel="modulepreload" href="${escapeHtml(href)}"${media ? ` media="${escapeHtml(media)}"` : ''} />\n  `,
    )
    .join('');
  return template.replace(HEAD_MARKER, () => tags.join('\n    ')).replace('</head>', () => `${pageChunks}</head>`);
}

/** index.html is never cached without revalidation: it names the hashed bundle of the current build. */
export async function sendIndexPage(req: Request, res: Response, status: 200 | 404, page: IndexPage): Promise<void> {
  const encoding = await pickEncoding(req, () => true);
  res.status(status).type('html').vary('Accept-Encoding').setHeader('Cache-Control', 'no-cache');
  if (encoding) res.setHeader('Content-Encoding', encoding.name);
  res.send(encoding ? page[encoding.name] : page.identity);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
