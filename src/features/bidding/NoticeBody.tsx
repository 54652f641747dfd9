// The body of a dialog that only informs: its title, what it says and one Close button.
import { Button } from '@fluentui/react-button';
import { DialogActions, DialogBody, DialogContent, DialogTitle } from '@fluentui/react-dialog';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';

export function NoticeBody({ title, onClose, children }: { title: MessageId; onClose(): void; children: ReactNode }) {
  const intl = useIntl();
  return (
    <DialogBody>
      <DialogTitle>{intl.formatMessage({ id: title })}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button appearance="primary" onClick={onClose}>
          {intl.formatMessage({ id: 'bidding.close' })}
        </Button>
      </DialogActions>
    </DialogBody>
  );
}
