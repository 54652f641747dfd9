// The caller's bid on the lot (seed 001 §4 "My bid box and cancellation"): amount, status as the bid
// tables name it for the caller's role, and date in Japan time; cancelling asks for confirmation when still
// allowed, else explains the deadline with the company contact. While cancelling is allowed, a live
// countdown to its deadline shows; at zero the cancel action turns into that explanation without a reload.
import { Button } from '@fluentui/react-button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { BidInfo } from '../../../schemas/api/bid-info';
import { portalRole } from '../../../schemas/api/roles';
import { hoursBefore } from '../../../shared/japan-time';
import { cancelBid, refreshAfterBid } from '../../api/bidding';
import { auctionTime, japanDateTime, japanTimeText } from '../../engine/views/format';
import { useProfile } from '../../api/session';
import { formatAmount } from '../../ui/amount';
import { bidStatusMessageId } from '../../ui/bid-status';
import { Countdown } from '../../ui/Countdown';
import { MessageBarOnDemand } from '../../ui/MessageBarOnDemand';
import { token } from '../../ui/theme';
import { useHasPassed } from '../../ui/use-time-left';
import { MountedOnceOpen } from '../../ui/PopupOnDemand';
import { RESTORE_FOCUS_TARGET } from '../../ui/restore-focus';
import { hasCancellableStatus, inLastHour } from './panel-state';

const CancelBidDialogs = lazy(() => import('./CancelBidDialogs'));

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 12px;
  border-radius: ${token('borderRadiusMedium')};
  background: ${token('colorBrandBackground2')};
`;

const Amount = styled.span`
  font-size: ${token('fontSizeBase500')};
  font-weight: ${token('fontWeightSemibold')};
`;

const Muted = styled.span`
  color: ${token('colorNeutralForeground3')};
  font-size: ${token('fontSizeBase200')};
`;

interface MyBidBoxProps {
  bidInfo: BidInfo;
  lotLabel: string;
  lastHourWarning: boolean;
}

export function MyBidBox({ bidInfo, lotLabel, lastHourWarning }: MyBidBoxProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const profile = useProfile();
  const statusId = bidStatusMessageId(bidInfo.bidStatusId, profile ? portalRole(profile.detail) : undefined);
  const [dialog, setDialog] = useState<'none' | 'confirm' | 'refused'>('none');
  // an open bid may be cancelled until cancelDeadlineHour hours before the auction: counted down live
  const cancelUntil =
    hasCancellableStatus(bidInfo) && bidInfo.cancellationAllowed && bidInfo.auctionTime
      ? hoursBefore(bidInfo.auctionTime, bidInfo.cancelDeadlineHour)
      : null;
  const cancellable = !useHasPassed(cancelUntil) && bidInfo.cancellationAllowed;
  const cancel = useMutation({
    mutationFn: () => cancelBid(bidInfo.jasId ?? 0),
    onSuccess: async () => {
      await refreshAfterBid(queryClient);
      setDialog('none');
    },
  });
  const amount = intl.formatMessage({ id: 'listing.money' }, { amount: formatAmount(bidInfo.myBidAmount) });
  const titleId = useId();
  // in Japan time, as the lot's auction date beside it (seed 000 §1)
  const placed = bidInfo.myBidDate ? auctionTime(bidInfo.myBidDate) : null;
  const close = () => {
    cancel.reset();
    setDialog('none');
  };
  // the deadline passing turns an open confirmation into the refusal (a cancel already sent is the server's to judge)
  const shown = dialog === 'confirm' && !cancellable && !cancel.isPending ? 'refused' : dialog;

  return (
    <Box aria-labelledby={titleId}>
      <Muted id={titleId}>
        {intl.formatMessage({ id: bidInfo.fixedPrice !== null ? 'bidding.myBid.orderTitle' : 'bidding.myBid.title' })}
      </Muted>
      <Amount>{amount}</Amount>
      {statusId && <span>{intl.formatMessage({ id: 'bidding.myBid.status' }, { status: intl.formatMessage({ id: statusId }) })}</span>}
      {placed && (
        <Muted>
          <time dateTime={japanDateTime(placed)}>{intl.formatMessage({ id: 'bidding.myBid.date' }, { date: japanTimeText(placed) })}</time>
        </Muted>
      )}
      {lastHourWarning && inLastHour(bidInfo, new Date()) && (
        <MessageBarOnDemand intent="warning">{intl.formatMessage({ id: 'bidding.lastHour' })}</MessageBarOnDemand>
      )}
      {cancelUntil && <Countdown kind="cancel" until={cancelUntil} />}
      {hasCancellableStatus(bidInfo) && (
        <Button onClick={() => setDialog(cancellable ? 'confirm' : 'refused')} {...RESTORE_FOCUS_TARGET}>
          {intl.formatMessage({ id: 'bidding.myBid.cancel' })}
        </Button>
      )}
      <MountedOnceOpen open={shown !== 'none'}>
        <CancelBidDialogs
          shown={shown}
          amount={amount}
          lotLabel={lotLabel}
          cancelDeadlineHour={bidInfo.cancelDeadlineHour}
          cancel={cancel}
          onClose={close}
        />
      </MountedOnceOpen>
    </Box>
  );
}
