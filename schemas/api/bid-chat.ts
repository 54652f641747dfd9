// Chat per bid (seed 000 §3 "Chat", §5, §7): GET /bid/chat, PUT /bid/update-chat-status, POST /bid/save-chat.
import type { FromSchema } from 'json-schema-to-ts';

/** Longest message a chat takes (seed 000 §5 names no limit; a long letter fits, a pasted file does not). */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;

/** messageCode of a refused POST /bid/save-chat. */
export const CHAT_ERROR_CODES = {
  /** 429 with Retry-After: the writer sent too many messages lately */
  tooManyMessages: 'TooManyMessages',
} as const;

const bidIdText = { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } as const;
const bidIdNumber = { type: 'integer', minimum: 1 } as const;

export const bidChatQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['bidId'],
  properties: { bidId: bidIdText },
} as const;
export type BidChatQuery = FromSchema<typeof bidChatQuerySchema>;

export const chatMessageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'text', 'time', 'isOwn'],
  properties: {
    id: { type: 'integer' },
    text: { type: 'string' },
    /** ISO instant */
    time: { type: 'string' },
    /** written by the viewer's side: the viewer for clients and dealers, any manager for managers */
    isOwn: { type: 'boolean' },
    /** client-side only: an optimistic message the server refused */
    isErrorOnSend: { type: 'boolean' },
  },
} as const;
export type ChatMessage = FromSchema<typeof chatMessageSchema>;

export const bidChatResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['chat', 'isRead'],
  properties: {
    chat: { type: 'array', items: chatMessageSchema },
    /** false while the other side has written something the viewer has not read */
    isRead: { type: 'boolean' },
  },
} as const;
export type BidChatResponse = FromSchema<typeof bidChatResponseSchema>;

export const chatStatusBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['bidId'],
  properties: { bidId: bidIdNumber },
} as const;
export type ChatStatusBody = FromSchema<typeof chatStatusBodySchema>;

export const saveChatBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['bidId', 'comment'],
  properties: { bidId: bidIdNumber, comment: { type: 'string', maxLength: CHAT_MESSAGE_MAX_LENGTH } },
} as const;
export type SaveChatBody = FromSchema<typeof saveChatBodySchema>;

export const chatSuccessResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success'],
  properties: { success: { type: 'boolean' } },
} as const;
export type ChatSuccessResponse = FromSchema<typeof chatSuccessResponseSchema>;
