// Seed 000 §4 "Chat": opening loads the chat and, when it is unread, marks it read on the server and
// clears the row's marker; sending is optimistic and a refused send marks its message failed, to be
// sent again.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { bidChatQuery, markChatRead, sendChatMessage } from '../../../api/bid-chat';
import { bidListKeys } from '../../../api/bid-keys';
import { menuCountersQuery } from '../../../api/site';
import { patchBidRowChat } from '../../../api/chat/bid-row-cache';
import { appendChatMessage, markChatReadInCache, markMessageFailed, removeChatMessage } from '../../../api/chat/chat-cache';
import type { ChatMessage } from '../../../../schemas/api/bid-chat';

/** Optimistic messages get negative ids until the chat is next loaded, so they never clash with the server's. */
let nextLocalId = -1;

export function useBidChat(bidId: number) {
  const queryClient = useQueryClient();
  const chat = useQuery(bidChatQuery(bidId));
  const unread = chat.data?.isRead === false;

  useEffect(() => {
    patchBidRowChat(queryClient, bidId, { isRead: true });
    if (!unread) return;
    markChatReadInCache(queryClient, bidId);
    markChatRead(bidId)
      .then(() => queryClient.invalidateQueries({ queryKey: menuCountersQuery().queryKey }))
      .catch(() => undefined); // the marker comes back with the next list load; nothing to tell the user
  }, [queryClient, bidId, unread]);

  const send = useCallback(
    (text: string): void => {
      const trimmed = text.trim();
      if (trimmed === '') return;
      const id = nextLocalId--;
      appendChatMessage(queryClient, bidId, { id, text: trimmed, time: new Date().toISOString(), isOwn: true });
      patchBidRowChat(queryClient, bidId, { message: trimmed });
      const failed = () => {
        markMessageFailed(queryClient, bidId, id);
        // the row showed it as the last message: it shows the server's again
        void queryClient.invalidateQueries({ queryKey: bidListKeys.all });
      };
      sendChatMessage(bidId, trimmed)
        .then((answer) => {
          if (!answer.success) failed();
        })
        .catch(failed);
    },
    [queryClient, bidId],
  );

  const sendAgain = useCallback(
    (message: ChatMessage): void => {
      removeChatMessage(queryClient, bidId, message.id);
      send(message.text);
    },
    [queryClient, bidId, send],
  );

  return { chat, send, sendAgain };
}
