// The dialogs of the bid flow: confirm (terms required, the overbid note, the price guide, the last-hour
// warning) with its success view, and the credit-limit dialog in a manager's or a client's wording.
import { Button } from '@fluentui/react-button';
import { Checkbox } from '@fluentui/react-checkbox';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import { Spinner } from '@fluentui/react-spinner';
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatAmount } from '../../ui/amount';
import { ContactLink } from './ContactLink';
import { NoticeBody } from './NoticeBody';
import { refusalText } from './refusal-text';
import type { BidFlow } from './use-bid-flow';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

interface ConfirmBidDialogProps {
  flow: BidFlow;
  lotLabel: string;
  isOrder: boolean;
  adjustmentPrice: number;
  lastHour: boolean;
  /** the price guide of the amount being confirmed */
  guide: ReactNode;
  /** what the bidder weighs before confirming: the landed cost, the credit available */
  children?: ReactNode;
}

export function ConfirmBidDialog({ flow, lotLabel, isOrder, adjustmentPrice, lastHour, guide, children }: ConfirmBidDialogProps) {
  const intl = useIntl();
  const [agreed, setAgreed] = useState(false);
  const { step } = flow;
  const open = step.kind === 'confirm' || step.kind === 'success';
  const money = (amount: number) => intl.formatMessage({ id: 'listing.money' }, { amount: formatAmount(amount) });
  // the terms are agreed to per bid: a dialog closed any way (also by a 402) starts unticked
  useEffect(() => {
    if (!open) setAgreed(false);
  }, [open]);

  return (
    <Dialog open={open} modalType="modal" onOpenChange={(_event, data) => !data.open && !flow.submitting && flow.close()}>
      <DialogSurface>
        {step.kind === 'success' ? (
          <NoticeBody title={isOrder ? 'bidding.success.orderTitle' : 'bidding.success.title'} onClose={flow.close}>
            {intl.formatMessage(
              { id: isOrder ? 'bidding.success.orderText' : 'bidding.success.text' },
              { amount: money(step.result.bidAmount), lot: lotLabel },
            )}
          </NoticeBody>
        ) : (
          <DialogBody>
            <DialogTitle>{intl.formatMessage({ id: isOrder ? 'bidding.confirm.orderTitle' : 'bidding.confirm.title' })}</DialogTitle>
            <DialogContent>
              <Stack>
                <strong>{intl.formatMessage({ id: 'bidding.confirm.summary' }, { lot: lotLabel, amount: money(flow.amount) })}</strong>
                {children}
                {adjustmentPrice > 0 && !isOrder && (
                  <span>{intl.formatMessage({ id: 'bidding.confirm.adjustment' }, { amount: formatAmount(adjustmentPrice) })}</span>
                )}
                {guide}
                {lastHour && (
                  <MessageBar intent="warning" layout="multiline">
                    <MessageBarBody>{intl.formatMessage({ id: 'bidding.lastHour' })}</MessageBarBody>
                  </MessageBar>
                )}
                <Checkbox
                  checked={agreed}
                  onChange={(_event, data) => setAgreed(data.checked === true)}
                  label={intl.formatMessage({ id: 'bidding.confirm.terms' })}
                />
                {flow.submitError && (
                  <MessageBar intent="error" layout="multiline" role="alert">
                    <MessageBarBody>{refusalText(intl, flow.submitError, 'bidding.refused.notPlaced')}</MessageBarBody>
                  </MessageBar>
                )}
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button
                appearance="primary"
                disabled={!agreed || flow.submitting}
                icon={flow.submitting ? <Spinner size="tiny" /> : undefined}
                onClick={flow.submit}
              >
                {intl.formatMessage({ id: 'bidding.confirm.submit' })}
              </Button>
              <Button disabled={flow.submitting} onClick={flow.close}>
                {intl.formatMessage({ id: 'bidding.dismiss' })}
              </Button>
            </DialogActions>
          </DialogBody>
        )}
      </DialogSurface>
    </Dialog>
  );
}

export function CreditLimitDialog({ flow, forClient }: { flow: BidFlow; forClient: boolean }) {
  const intl = useIntl();
  return (
    <Dialog open={flow.step.kind === 'creditLimit'} modalType="alert" onOpenChange={(_event, data) => !data.open && flow.close()}>
      <DialogSurface>
        <NoticeBody title="bidding.credit.title" onClose={flow.close}>
          <Stack>
            <span>{intl.formatMessage({ id: forClient ? 'bidding.credit.manager' : 'bidding.credit.client' })}</span>
            {!forClient && <ContactLink kind="restrictedUser" />}
          </Stack>
        </NoticeBody>
      </DialogSurface>
    </Dialog>
  );
}
