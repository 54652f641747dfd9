// Payloads of the socket events (seed 000 §3 Notification, §4 Chat and Socket). The server emits
// `notification` and `client-notification` with a notification, `chat-notification` with a chat message,
// `search-alert` when new lots match a saved search that alerts, `bid-update` to the other managers
// when a manager changes a bid.
import type { FromSchema } from 'json-schema-to-ts';

export const NOTIFICATION_EVENT_TYPES = [
  'clientNewBid',
  'clientCancelBid',
  'clientRebid',
  'clientChangeAmount',
  'managerNewBid',
  'managerBidStatus',
  'managerChangeAmount',
  'managerUpdateStatus',
  'managerWinBid',
  'managerUpdateBidAmount',
  'chatMessage',
] as const;

export const SOCKET_EVENTS = ['notification', 'client-notification', 'chat-notification', 'search-alert', 'bid-update'] as const;
export type SocketEvent = (typeof SOCKET_EVENTS)[number];

export const notificationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['eventType', 'message', 'lotNo', 'auctionName', 'specification', 'bidId', 'isClientMessage'],
  properties: {
    eventType: { enum: NOTIFICATION_EVENT_TYPES },
    message: {
      type: 'object',
      additionalProperties: false,
      required: ['en', 'ru'],
      properties: { en: { type: 'string' }, ru: { type: 'string' } },
    },
    lotNo: { type: 'integer' },
    auctionName: { type: 'string' },
    specification: { type: 'string' },
    bidId: { type: 'integer' },
    isClientMessage: { type: 'boolean' },
  },
} as const;
export type Notification = FromSchema<typeof notificationSchema>;

export const chatNotificationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['bidId', 'id', 'text', 'time', 'senderId', 'isClientMessage'],
  properties: {
    bidId: { type: 'integer' },
    id: { type: 'integer' },
    text: { type: 'string' },
    time: { type: 'string' },
    senderId: { type: 'integer' },
    isClientMessage: { type: 'boolean' },
  },
} as const;
export type ChatNotification = FromSchema<typeof chatNotificationSchema>;

/** New lots match a saved search whose alert is on: to its owner. */
export const searchAlertNotificationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['searchId', 'title', 'type', 'count', 'path', 'message'],
  properties: {
    searchId: { type: 'integer' },
    title: { type: 'string' },
    /** the page type */
    type: { type: 'string' },
    /** how many new lots match */
    count: { type: 'integer', minimum: 1 },
    /** the portal path of the listing with the search's filters, e.g. /car-auctions?maker=3 */
    path: { type: 'string', pattern: '^/' },
    message: {
      type: 'object',
      additionalProperties: false,
      required: ['en', 'ru'],
      properties: { en: { type: 'string' }, ru: { type: 'string' } },
    },
  },
} as const;
export type SearchAlertNotification = FromSchema<typeof searchAlertNotificationSchema>;

/** A manager changed a bid: to the other managers, whose screens fetch it again (no toast). */
export const bidUpdateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['bidId'],
  properties: { bidId: { type: 'integer' } },
} as const;
export type BidUpdate = FromSchema<typeof bidUpdateSchema>;

/** What each socket event carries. */
export interface SocketPayloads {
  notification: Notification;
  'client-notification': Notification;
  'chat-notification': ChatNotification;
  'search-alert': SearchAlertNotification;
  'bid-update': BidUpdate;
}

/** The handshake `auth` the client sends; the server trusts only the session cookie. */
export const socketHandshakeAuthSchema = {
  type: 'object',
  properties: { user_id: { type: ['integer', 'null'] }, user_role: { type: ['string', 'null'] }, url: { type: 'string' } },
} as const;
export type SocketHandshakeAuth = FromSchema<typeof socketHandshakeAuthSchema>;
