// Cancelling the caller's bid (MyBidBox): the confirmation while still allowed, else the refusal with
// the deadline and the company contact. Loaded when the user first asks to cancel.
import { Button } from '@fluentui/react-button';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import { Spinner } from '@fluentui/react-spinner';
import { useIntl } from 'react-intl';
import { ContactLink } from './ContactLink';
import { NoticeBody } from './NoticeBody';
import { refusalText } from './refusal-text';

interface CancelBidDialogsProps {
  shown: 'none' | 'confirm' | 'refused';
  /** what the confirmation names */
  amount: string;
  lotLabel: string;
  cancelDeadlineHour: number;
  cancel: { isPending: boolean; error: Error | null; mutate: () => void };
  onClose: () => void;
}

export default function CancelBidDialogs({ shown, amount, lotLabel, cancelDeadlineHour, cancel, onClose }: CancelBidDialogsProps) {
  const intl = useIntl();
  return (
    <>
      <Dialog open={shown === 'confirm'} modalType="modal" onOpenChange={(_event, data) => !data.open && !cancel.isPending && onClose()}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{intl.formatMessage({ id: 'bidding.cancel.title' })}</DialogTitle>
            <DialogContent>
              {intl.formatMessage({ id: 'bidding.cancel.text' }, { amount, lot: lotLabel })}
              {cancel.error && (
                <MessageBar intent="error" layout="multiline" role="alert">
                  <MessageBarBody>{refusalText(intl, cancel.error)}</MessageBarBody>
                </MessageBar>
              )}
            </DialogContent>
            <DialogActions>
              <Button
                appearance="primary"
                disabled={cancel.isPending}
                icon={cancel.isPending ? <Spinner size="tiny" /> : undefined}
                onClick={() => cancel.mutate()}
              >
                {intl.formatMessage({ id: 'bidding.cancel.confirm' })}
              </Button>
              <Button disabled={cancel.isPending} onClick={onClose}>
                {intl.formatMessage({ id: 'bidding.cancel.keep' })}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      <Dialog open={shown === 'refused'} modalType="alert" onOpenChange={(_event, data) => !data.open && onClose()}>
        <DialogSurface>
          <NoticeBody title="bidding.cannotCancel.title" onClose={onClose}>
            <p>{intl.formatMessage({ id: 'bidding.cannotCancel.deadline' }, { hours: cancelDeadlineHour })}</p>
            <ContactLink kind="cannotCancel" />
          </NoticeBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
