// The bid panel of a lot (seed 001 §4 "Bid panel states"): the caller's bid, then the face the lot's
// state calls for — finished, closed, restricted (with the company contact), a bid that can no longer
// change, daily limit reached, "order now" on fixed-price lots (none while an order stands), or the
// bid form. Statistics pages show nothing. A live countdown to the bidding deadline (Japan time) sits
// above the form and closes it at zero without a reload. The lot detail page
// renders it in its side column, and inside a full-screen sheet on phones: it stays fluid.
import { lazy, Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { BidInfo } from '../../../schemas/api/bid-info';
import type { PageTypeSchema } from '../../../schemas/meta/page-type.schema';
import { useProfile } from '../../api/session';
import { PHONE_SHEET_BODY_CLASS } from '../../engine/detail/phone-sheet-body';
import { Countdown } from '../../ui/Countdown';
import { MessageBarOnDemand } from '../../ui/MessageBarOnDemand';
import { token } from '../../ui/theme';
import { useHasPassed } from '../../ui/use-time-left';
import { loadBidForm } from './bid-form-loader';
import { ContactLink } from './ContactLink';
import { MyBidBox } from './MyBidBox';
import { panelState } from './panel-state';

export interface BidPanelProps {
  schema: PageTypeSchema;
  lotId: string;
  /** names the lot in the dialogs, e.g. "Lot 1234, Toyota Prius" */
  lotLabel: string;
  /** the lot's auction house, which the landed-cost estimate prices */
  auctionName: string;
  bidInfo: BidInfo;
}

const BidForm = lazy(() => loadBidForm().then((module) => ({ default: module.BidForm })));

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
  width: 100%;
  box-sizing: border-box;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${token('fontSizeBase400')};
  font-weight: ${token('fontWeightSemibold')};
  /* the phone's full-screen sheet names the panel in its own header ('Bid / Bid' otherwise) */
  .${PHONE_SHEET_BODY_CLASS} & {
    display: none;
  }
`;

export function BidPanel({ schema, lotId, lotLabel, auctionName, bidInfo }: BidPanelProps) {
  const intl = useIntl();
  const permission = useProfile()?.permission;
  // bids close at the deadline whatever the answer said when the page loaded
  const acceptBid = !useHasPassed(bidInfo.acceptBid ? bidInfo.biddingDeadline : null) && bidInfo.acceptBid;
  if (!permission) return null;
  const state = panelState(schema.apiPageType, { ...bidInfo, acceptBid }, permission);
  if (state === 'none') return null;
  const title = intl.formatMessage({ id: bidInfo.fixedPrice !== null ? 'bidding.orderTitle' : 'bidding.title' });

  const notice = (intent: 'info' | 'warning', text: string, extra?: ReactNode, detail?: string) => (
    <MessageBarOnDemand intent={intent} title={text}>
      {detail && <div>{detail}</div>}
      {extra && <div>{extra}</div>}
    </MessageBarOnDemand>
  );

  return (
    <Panel aria-label={title}>
      <Heading>{title}</Heading>
      {acceptBid && bidInfo.biddingDeadline && <Countdown kind="bidding" until={bidInfo.biddingDeadline} />}
      {bidInfo.myBid && <MyBidBox bidInfo={bidInfo} lotLabel={lotLabel} lastHourWarning={permission.lastHourBidWarning === true} />}
      {state === 'finished' && notice('info', intl.formatMessage({ id: 'bidding.finished' }))}
      {state === 'closed' && notice('info', intl.formatMessage({ id: 'bidding.closed' }))}
      {state === 'restricted' && notice('warning', intl.formatMessage({ id: 'bidding.restricted' }), <ContactLink kind="restrictedUser" />)}
      {state === 'locked' && notice('info', intl.formatMessage({ id: 'bidding.locked' }))}
      {state === 'limitReached' &&
        notice(
          'warning',
          intl.formatMessage({ id: 'bidding.limitReached' }),
          undefined,
          intl.formatMessage({ id: 'bidding.limitReachedText' }),
        )}
      {(state === 'form' || state === 'order') && (
        <Suspense fallback={null}>
          <BidForm
            apiPageType={schema.apiPageType}
            lotId={lotId}
            lotLabel={lotLabel}
            auctionName={auctionName}
            bidInfo={bidInfo}
            permission={permission}
          />
        </Suspense>
      )}
    </Panel>
  );
}
