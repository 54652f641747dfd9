// Opens a bid's edit dialog (managers with bidManageBidPrice; only in statuses 1, 2 and 6, never on
// archive rows). Within the last hour before the auction, with lastHourBidWarning, a warning comes
// first and Accept goes on. The 'Saved' marker shows for a second after a save.
import { Button } from '@fluentui/react-button';
import { Edit16Regular } from '@fluentui/react-icons';
import { lazy, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { BidRow } from '../../../../schemas/api/bids';
import { token } from '../../../ui/theme';
import type { BidTableVariant } from '../../../api/bid-table-variants';
import { isLastHour } from './auction-timing';
import { openBidEdit } from './bid-edit-actions';
import { ConfirmDialog } from './ConfirmDialog';
import { useBidRow } from './use-bid-row';
import { MountedOnceOpen } from '../../../ui/PopupOnDemand';
import { RESTORE_FOCUS_TARGET } from '../../../ui/restore-focus';

// the edit and error dialogs (Fluent's dialog, the select) load when a row first opens one
const BidEditDialog = lazy(() => import('./BidEditDialog').then((module) => ({ default: module.BidEditDialog })));
const BidErrorDialog = lazy(() => import('./BidErrorDialog').then((module) => ({ default: module.BidErrorDialog })));

const Wrap = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${token('spacingHorizontalXS')};
`;

const Saved = styled.span`
  color: ${token('colorPaletteGreenForeground1')};
`;

export function BidEditButton({ bid, variant }: { bid: BidRow; variant: BidTableVariant }) {
  const intl = useIntl();
  const { edit, role, permission } = useBidRow(bid);
  const [warning, setWarning] = useState(false);
  if (role !== 'manager' || permission.bidManageBidPrice !== true || bid.archived || variant === 'archive-bids') return null;

  const start = () => {
    if (permission.lastHourBidWarning && isLastHour(bid.auctionDate, new Date())) setWarning(true);
    else openBidEdit(bid);
  };
  return (
    <Wrap>
      <Button
        size="small"
        icon={<Edit16Regular />}
        disabled={!edit.isAllowToEdit || edit.saving}
        aria-label={intl.formatMessage({ id: 'bidRow.edit.open' }, { lotNo: bid.lotNo })}
        onClick={start}
        {...RESTORE_FOCUS_TARGET}
      />
      {edit.succeeded && <Saved role="status">{intl.formatMessage({ id: 'bidRow.edit.succeeded' })}</Saved>}
      <ConfirmDialog
        open={warning}
        title={intl.formatMessage({ id: 'bidRow.lastHour.title' })}
        confirmLabel={intl.formatMessage({ id: 'bidRow.lastHour.accept' })}
        onConfirm={() => {
          setWarning(false);
          openBidEdit(bid);
        }}
        onCancel={() => setWarning(false)}
      >
        {intl.formatMessage({ id: 'bidRow.lastHour.text' })}
      </ConfirmDialog>
      <MountedOnceOpen open={edit.isEditedNow}>
        <BidEditDialog bid={bid} />
      </MountedOnceOpen>
      <MountedOnceOpen open={edit.failed}>
        <BidErrorDialog bid={bid} />
      </MountedOnceOpen>
    </Wrap>
  );
}
