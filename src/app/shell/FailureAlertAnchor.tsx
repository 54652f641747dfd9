import { lazy, Suspense, type ReactNode } from 'react';
import type { MessageId } from '../../i18n/messages';

const HeaderAlert = lazy(() => import('./HeaderAlert'));

/** Where the alert stands: under the button. */
const ANCHOR = { position: 'relative', display: 'inline-flex' } as const;

/** A header button whose action can fail: while `failed`, the alert with `messageId` shows under it for a while. */
export function FailureAlertAnchor({
  failed,
  messageId,
  onExpire,
  children,
}: {
  failed: boolean;
  messageId: MessageId;
  onExpire(): void;
  children: ReactNode;
}) {
  return (
    <span style={ANCHOR}>
      {children}
      {failed && (
        <Suspense fallback={null}>
          <HeaderAlert messageId={messageId} onExpire={onExpire} />
        </Suspense>
      )}
    </span>
  );
}
