// A bid's status (seed 000 §4 "Status change"): the label as the viewer's role names it, highlighted
// for 500 ms after a change, and for managers with bidManageStatus the buttons for statuses 1–6.
// With bidChangeConfirmation a button opens the confirmation of its kind (status-modal.ts); the
// confirm button is blocked when the bid already has that status. Archive rows change nothing.
import { Button } from '@fluentui/react-button';
import { Trophy16Regular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { BidRow } from '../../../../schemas/api/bids';
import { token } from '../../../ui/theme';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { RESTORE_FOCUS_TARGET } from '../../../ui/restore-focus';
import type { BidTableVariant } from '../../../api/bid-table-variants';
import { changeStatus } from './bid-edit-actions';
import { ConfirmDialog } from './ConfirmDialog';
import { MANAGED_STATUSES, bidStatusMessageId } from '../../../ui/bid-status';
import { STATUS_MODAL_TITLE_IDS, statusModalPlan, type StatusModalKind } from './status-modal';
import { useBidRow } from './use-bid-row';

const WON_STATUS = 7;

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('spacingVerticalXS')};
`;

const Label = styled.span<{ $highlighted: boolean }>`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  gap: ${token('spacingHorizontalXS')};
  padding: 0 ${token('spacingHorizontalXS')};
  border-radius: ${token('borderRadiusMedium')};
  font-weight: ${token('fontWeightSemibold')};
  transition: background-color 0.2s;
  background-color: ${(props) => (props.$highlighted ? props.theme.tokens.colorPaletteYellowBackground2 : 'transparent')};
`;

// two to a line, never fewer: squeezed into a narrow column one to a line, six buttons made every row
// 200 px tall; three to a line made the bid manager wider than a 1440 px screen with the sidebar open
const Buttons = styled.div`
  display: grid;
  grid-template-columns: repeat(2, max-content);
  gap: ${token('spacingHorizontalXXS')};
  & > button {
    min-width: 0;
    padding-inline: ${token('spacingHorizontalXS')};
  }
`;

interface PendingChange {
  status: number;
  kind: StatusModalKind;
  secondStep: boolean;
}

const TEXT_IDS = {
  1: 'bidRow.statusModal.futureDay.text',
  2: 'bidRow.statusModal.win.text',
  3: 'bidRow.statusModal.change.text',
  4: 'bidRow.statusModal.lastHour.text',
} as const;

export function StatusControl({ bid, variant }: { bid: BidRow; variant: BidTableVariant }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { edit, role, permission } = useBidRow(bid);
  // the dialog stays mounted while closed: Fluent then lifts aria-hidden from the page as it closes
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [open, setOpen] = useState(false);

  const statusName = (status: number | null): string => {
    const id = bidStatusMessageId(status, role);
    return id ? intl.formatMessage({ id }) : '';
  };
  const manages = role === 'manager' && permission.bidManageStatus === true && !bid.archived && variant !== 'archive-bids';

  const apply = (status: number) => {
    setOpen(false);
    void changeStatus(bid, status, queryClient);
  };
  const choose = (status: number) => {
    if (!permission.bidChangeConfirmation) {
      if (status !== edit.bidStatus) apply(status);
      return;
    }
    setPending({ status, ...statusModalPlan(status, bid.auctionDate, new Date(), permission.lastHourBidWarning === true) });
    setOpen(true);
  };
  const confirm = () => {
    if (!pending) return;
    // a win on a future auction: the future-day warning is the second step
    if (pending.secondStep) setPending({ status: pending.status, kind: 1, secondStep: false });
    else apply(pending.status);
  };

  return (
    <Wrap>
      <Label $highlighted={edit.highlighted} aria-live="polite" data-testid="bid-status">
        {edit.bidStatus === WON_STATUS ? (
          <>
            <Trophy16Regular aria-hidden />
            <VisuallyHidden>{statusName(WON_STATUS)}</VisuallyHidden>
          </>
        ) : (
          statusName(edit.bidStatus)
        )}
      </Label>
      {manages && (
        <Buttons role="group" aria-label={intl.formatMessage({ id: 'bidRow.statusButtons' }, { lotNo: bid.lotNo })}>
          {MANAGED_STATUSES.map((status) => (
            <Button
              key={status}
              size="small"
              appearance={status === edit.bidStatus ? 'primary' : 'secondary'}
              aria-pressed={status === edit.bidStatus}
              onClick={() => choose(status)}
              {...RESTORE_FOCUS_TARGET}
            >
              {statusName(status)}
            </Button>
          ))}
        </Buttons>
      )}
      {pending && (
        <ConfirmDialog
          open={open}
          title={intl.formatMessage({ id: STATUS_MODAL_TITLE_IDS[pending.kind] })}
          confirmLabel={intl.formatMessage({ id: 'bidRow.statusModal.confirm' })}
          confirmDisabled={pending.status === edit.bidStatus}
          onConfirm={confirm}
          onCancel={() => setOpen(false)}
        >
          {intl.formatMessage({ id: TEXT_IDS[pending.kind] }, { lotNo: bid.lotNo, status: statusName(pending.status) })}
        </ConfirmDialog>
      )}
    </Wrap>
  );
}
