// The info pages of a brand (about, how to buy, make an order, GO-NET): one JSON file per page in
// config/content/<folder>/<page>.json, the folder named by the company config's `content`. Texts are
// plain (no HTML): the app renders the blocks as elements, so a content file cannot inject markup.
import type { FromSchema } from 'json-schema-to-ts';
import { linkTarget } from './company-schema';

export const CONTENT_PAGES = ['about', 'how-to-buy', 'make-an-order', 'go-net'] as const;

const text = { type: 'string', minLength: 1, maxLength: 4000 } as const;

const block = {
  oneOf: [
    { type: 'object', additionalProperties: false, required: ['type', 'text'], properties: { type: { const: 'heading' }, text } },
    { type: 'object', additionalProperties: false, required: ['type', 'text'], properties: { type: { const: 'paragraph' }, text } },
    {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'items'],
      properties: { type: { const: 'list' }, items: { type: 'array', minItems: 1, items: text } },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'items'],
      properties: {
        type: { const: 'steps' },
        items: {
          type: 'array',
          minItems: 1,
          items: { type: 'object', additionalProperties: false, required: ['title', 'text'], properties: { title: text, text } },
        },
      },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'href', 'label'],
      properties: {
        type: { const: 'link' },
        href: linkTarget,
        label: text,
      },
    },
  ],
} as const;

const blocks = { type: 'array', minItems: 1, items: block } as const;

export const contentPageSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Seri info page',
  type: 'object',
  additionalProperties: false,
  required: ['en', 'ru'],
  properties: {
    $schema: { type: 'string' },
    en: blocks,
    ru: blocks,
  },
} as const;

export type ContentPageFile = FromSchema<typeof contentPageSchema>;
export type ContentBlock = ContentPageFile['en'][number];
