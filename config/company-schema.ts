// The company (white-label) configuration: one JSON file per brand in config/companies/.
// This schema is the one source: the server validates the chosen file with it at start, the build
// validates every brand file and writes it out as company.schema.json for editors, and the app
// derives its CompanyConfig type from it.
import type { FromSchema } from 'json-schema-to-ts';

/** Brand assets live in public/brands/<brand>/ and are referenced by their URL. */
const brandAssetUrl = {
  type: 'string',
  description: 'a file URL under /brands/<brand>/ ending in .svg, .png, .webp or .ico',
  pattern: '^/brands/[a-z0-9][a-z0-9-]*/[A-Za-z0-9._-]+\\.(svg|png|webp|ico)$',
} as const;

/** Site paths ("/about"), web pages, mail and phone links. */
const linkTarget = {
  type: 'string',
  description: 'a site path (/about), an http(s):// URL, a mailto: or a tel: link',
  pattern: '^(/(?!/)|https?://|mailto:|tel:)\\S*$',
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

const links = {
  type: 'array',
  maxItems: 12,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['href', 'label'],
    properties: {
      href: linkTarget,
      label: localizedText,
    },
  },
} as const;

export const companySchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Seri company configuration',
  type: 'object',
  additionalProperties: false,
  required: [
    'name',
    'logos',
    'favicon',
    'theme',
    'headerLinks',
    'footerLinks',
    'loginNotice',
    'supportEmail',
    'contactUrl',
  ],
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
    /** Where "contact your manager" dialogs send the user. */
    contactUrl: linkTarget,
    defaultLanguage: { enum: ['en', 'ru'] },
  },
} as const;

export type CompanyConfig = FromSchema<typeof companySchema>;

/** The server injects the config into index.html as `<script type="application/json" id="seri-config">`. */
export const COMPANY_CONFIG_ELEMENT_ID = 'seri-config';
