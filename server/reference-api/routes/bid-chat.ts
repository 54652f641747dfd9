// Chat per bid (seed 000 §7; docs/api.md "Chat"): read a bid's chat, mark it read, write to it. A new
// message goes live as `chat-notification` to the other side (the managers, or the bid's client and
// their dealer) and to the writer's own side, except to the socket that sent it (X-Socket-Id).
import { Router } from 'express';
import {
  bidChatQuerySchema,
  bidChatResponseSchema,
  CHAT_ERROR_CODES,
  chatStatusBodySchema,
  chatSuccessResponseSchema,
  saveChatBodySchema,
  type BidChatQuery,
  type BidChatResponse,
  type ChatStatusBody,
  type ChatSuccessResponse,
  type SaveChatBody,
} from '../../../schemas/api/bid-chat';
import type { ChatNotification } from '../../../schemas/api/notifications';
import { ACCOUNT_FIELD_MESSAGES } from '../../../schemas/rules/account-fields';
import { hasControlCharacters, isBlank } from '../../../schemas/rules/plain-text';
import { createChatStore, writesForClient } from '../bid-chat/chat-store';
import { createViewerReader } from '../bid-lists/viewer';
import type { ApiContext } from '../context';
import { sessionOf } from '../http/authenticate';
import { HttpError, refuseWhileLimited } from '../http/errors';
import { inputParser, responder } from '../http/validation';
import { originSocketId } from '../realtime';

const parseChatQuery = inputParser<BidChatQuery>(bidChatQuerySchema, 'query');
const parseStatus = inputParser<ChatStatusBody>(chatStatusBodySchema, 'body');
const parseSave = inputParser<SaveChatBody>(saveChatBodySchema, 'body');
const sendChat = responder<BidChatResponse>(bidChatResponseSchema);
const sendSuccess = responder<ChatSuccessResponse>(chatSuccessResponseSchema);

export function bidChatRoutes(context: ApiContext): Router {
  const { db, now, realtime, requireSession } = context;
  const router = Router();
  const chats = createChatStore(db);
  const viewerOf = createViewerReader(db);

  router.get('/bid/chat', requireSession, (req, res) => {
    const bidId = Number(parseChatQuery({ ...req.query }).bidId);
    const viewer = viewerOf(sessionOf(req).userId);
    chats.partiesFor(viewer, bidId);
    sendChat(res, { chat: chats.messages(viewer, bidId), isRead: chats.isRead(viewer, bidId) });
  });

  router.put('/bid/update-chat-status', requireSession, (req, res) => {
    const { bidId } = parseStatus(req.body);
    const viewer = viewerOf(sessionOf(req).userId);
    chats.partiesFor(viewer, bidId);
    chats.markRead(viewer, bidId);
    sendSuccess(res, { success: true });
  });

  router.post('/bid/save-chat', requireSession, (req, res) => {
    const { bidId, comment } = parseSave(req.body);
    const text = comment.trim();
    if (isBlank(text)) throw new HttpError(422, { success: false, message: { comment: ACCOUNT_FIELD_MESSAGES.Required } });
    if (hasControlCharacters(text, { lineBreaks: true })) {
      throw new HttpError(422, { success: false, message: { comment: ACCOUNT_FIELD_MESSAGES.ControlCharacters } });
    }
    const viewer = viewerOf(sessionOf(req).userId);
    const parties = chats.partiesFor(viewer, bidId);
    const at = now();
    refuseWhileLimited(res, chats.writeRetryAfter(viewer, at), {
      message: 'Too many messages. Please wait a little.',
      messageCode: CHAT_ERROR_CODES.tooManyMessages,
    });
    const id = chats.save(viewer, bidId, text, at);
    const payload: ChatNotification = {
      bidId,
      id,
      text,
      time: at.toISOString(),
      senderId: viewer.id,
      isClientMessage: writesForClient(viewer),
    };
    const options = { exceptSocketId: originSocketId(req) };
    // both sides hear it: the other side to read it, the writer's own side to keep an open chat current
    realtime.notifyRole('manager', 'chat-notification', payload, options);
    realtime.notifyUsers(
      parties.dealerId === null ? [parties.userId] : [parties.userId, parties.dealerId],
      'chat-notification',
      payload,
      options,
    );
    sendSuccess(res, { success: true });
  });

  return router;
}
