// The signed-in user as the chat sees them: their id and portal role (seed 000 §2).
import { portalRole } from '../../../schemas/api/roles';
import { useProfile } from '../session';
import type { ChatViewer } from './own-message';

export function useChatViewer(): ChatViewer | undefined {
  const detail = useProfile()?.detail;
  return detail ? { userId: detail.userId, role: portalRole(detail) } : undefined;
}
