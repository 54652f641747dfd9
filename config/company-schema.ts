// The company (white-label) configuration: one JSON file per brand in config/companies/.
// This schema is the one source: the server validates the chosen file with it at start, the build
// validates every brand file and writes it out as company.schema.json for editors, and the app
// derives its CompanyConfig type from it.
import type { FromSchema } from 'json-schema-to-ts';
import { costsSchema } from './costs-schema';

/** Brand assets live in public/brands/<brand>/ and are referenced by their URL. */
const brandAssetUrl = {
  type: 'string',
  description: 'a file URL under /brands/<brand>/ ending in .svg, .png, .webp or .ico',
  pattern: '^/brands/[a-z0-9][a-z0-9-]*/[A-Za-z0-9._-]+\\.(svg|png|webp|ico)$',
} as const;

/** Site paths ("/about"), web pages, mail and phone links. A path may not start "//" or "/\": browsers
 * read both as another host. */
export const linkTarget = {
  type: 'string',
  description: 'a site path (/about), an http(s):// URL, a mailto: or a tel: link',
  pattern: '^(/(?![/\\\\])|https?://|mailto:|tel:)\\S*$',
} as const;

const localizedText = {
  type: 'object',
  additionalProperties: false,
  required: ['en', 'ru'],
  properties: {
    en: { type: 'string', minLength: 1 },
    ru: { type: 'string', minLength: 1 },
  },
} as const;

const link = {
  type: 'object',
  additionalProperties: false,
  required: ['href', 'label'],
  properties: {
    href: linkTarget,
    label: localizedText,
  },
} as const;

/** The share text: {title} the car, {link} the share page, {password} its access code. */
const shareMessage = {
  type: 'string',
  description: 'a text with the {link} and {password} placeholders ({title} is optional)',
  pattern: '^(?=[\\s\\S]*\\{link\\})(?=[\\s\\S]*\\{password\\})',
} as const;

const links = { type: 'array', maxItems: 12, items: link } as const;

/** The listing views of a page type (schemas/page-types/*.json `views`). */
const VIEW_NAMES = ['table', 'column', 'card'] as const;

/** Column ids of one view, in display order; the loader checks them against the page type. */
const columnIds = {
  type: 'array',
  description: 'the column ids of this view shown, in order; the others are hidden',
  minItems: 1,
  uniqueItems: true,
  items: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]*$' },
} as const;

/** The brand's own headings of columns, by column id, in both languages; the loader checks the ids. */
const columnLabels = {
  type: 'object',
  description: "the brand's own headings of columns, by column id; the other columns keep the portal's",
  additionalProperties: localizedText,
} as const;

/** What a brand may change about one page type; everything left out keeps the page type's own value. */
const pageTypeSettings = {
  type: 'object',
  additionalProperties: false,
  properties: {
    enabled: {
      type: 'boolean',
      description: 'false hides the page type from the menu and its routes show the not-found page',
    },
    defaultView: { enum: VIEW_NAMES, description: 'the view shown until the user picks one' },
    pageSizes: {
      type: 'array',
      description: "the 'Show N' options, among the page type's own; they must include its default page size",
      minItems: 1,
      uniqueItems: true,
      items: { type: 'integer', minimum: 1 },
    },
    columns: {
      type: 'object',
      description: 'visible columns per view; a view left out shows all its columns',
      additionalProperties: false,
      properties: { table: columnIds, column: columnIds, card: columnIds },
    },
    columnLabels,
    hiddenFilters: {
      type: 'array',
      description: 'the filters the listing does not offer, by id',
      uniqueItems: true,
      items: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]*$' },
    },
  },
} as const;

/** What a brand may change about one table page (the bid tables, purchases, payments). */
const tableSettings = {
  type: 'object',
  additionalProperties: false,
  properties: { columns: columnIds, columnLabels },
} as const;

export const companySchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Seri company configuration',
  type: 'object',
  additionalProperties: false,
  required: ['name', 'logos', 'favicon', 'theme', 'headerLinks', 'footerLinks', 'loginNotice', 'supportEmail', 'contactLinks', 'share'],
  properties: {
    $schema: { type: 'string', description: 'Lets editors find this schema; ignored by the portal.' },
    name: { type: 'string', minLength: 1, maxLength: 80 },
    logos: {
      type: 'object',
      additionalProperties: false,
      required: ['light', 'dark', 'compactLight', 'compactDark'],
      properties: {
        light: brandAssetUrl,
        dark: brandAssetUrl,
        compactLight: brandAssetUrl,
        compactDark: brandAssetUrl,
      },
    },
    favicon: brandAssetUrl,
    theme: {
      type: 'object',
      additionalProperties: false,
      required: ['brand'],
      properties: {
        brand: { type: 'string', description: 'a hex colour such as #0f6cbd', pattern: '^#[0-9a-fA-F]{6}$' },
      },
    },
    headerLinks: links,
    footerLinks: links,
    loginNotice: {
      ...localizedText,
      type: ['object', 'null'],
      description: 'Banner shown on the login page only; null for none.',
    },
    supportEmail: { type: 'string', format: 'email' },
    /** The links of the dialogs that tell a user to contact the company (seed 001 §8). */
    contactLinks: {
      type: 'object',
      additionalProperties: false,
      required: ['restrictedUser', 'cannotCancel'],
      properties: {
        /** the 'restricted user' notice: the account may not bid until it deposits */
        restrictedUser: link,
        /** the 'can't cancel' dialog: a bid too close to its auction */
        cannotCancel: link,
      },
    },
    /** The share dialog's text (seed 001 "Share dialog"), copied or sent through a messenger. */
    share: {
      type: 'object',
      additionalProperties: false,
      required: ['message', 'messengerUrl'],
      properties: {
        message: {
          type: 'object',
          additionalProperties: false,
          required: ['en', 'ru'],
          properties: { en: shareMessage, ru: shareMessage },
        },
        messengerUrl: {
          type: 'string',
          description: 'an https:// URL with a {text} placeholder, such as https://wa.me/?text={text}',
          pattern: '^https://\\S*\\{text\\}\\S*$',
        },
      },
    },
    pageTypes: {
      type: 'object',
      description:
        'settings by page type id (car-auction, stock, stats, bikes, bike-stats, machinery); ' +
        'a page type left out is enabled with its own defaults',
      additionalProperties: pageTypeSettings,
    },
    tables: {
      type: 'object',
      description:
        'settings by table page id (bid-manager, bids, dealer-bids, archive-bids, purchases, payments); ' +
        'a table left out shows all its columns with their own headings',
      additionalProperties: tableSettings,
    },
    defaultLanguage: { enum: ['en', 'ru'] },
    content: {
      type: 'string',
      description: 'the folder of config/content/ with the info pages (about, how-to-buy, make-an-order, go-net); default "default"',
      pattern: '^[a-z0-9][a-z0-9-]*$',
    },
    costs: costsSchema,
  },
} as const;

export type CompanyConfig = FromSchema<typeof companySchema>;
