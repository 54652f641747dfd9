// Seed 000 §4 "Chat": whether an incoming chat message shows as the viewer's own (right-hand side)
// or as the other side's (which raises a toast and an unread marker).
import type { ChatNotification } from '../../../schemas/api/notifications';
import type { PortalRole } from '../../../schemas/api/roles';

export interface ChatViewer {
  readonly userId: number;
  readonly role: PortalRole;
}

/** Own when the viewer sent it; else a manager owns the managers' messages, a client or dealer the client side's. */
export function isOwnMessage(message: Pick<ChatNotification, 'senderId' | 'isClientMessage'>, viewer: ChatViewer): boolean {
  if (message.senderId === viewer.userId) return true;
  return viewer.role === 'manager' ? !message.isClientMessage : message.isClientMessage;
}
