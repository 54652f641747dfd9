// The sold price of a bid (seed 000 §4 "Sold price edit"): managers with bidManageSoldPrice click it
// to edit; Enter or the tick saves, Escape (or the cross) restores the prior amount. Others read it.
import { Button } from '@fluentui/react-button';
import { Checkmark16Regular, Dismiss16Regular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import type { KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { BidRow } from '../../../../schemas/api/bids';
import { Money } from '../../../engine/views/values';
import { AmountInput } from '../../../ui/AmountInput';
import { token } from '../../../ui/theme';
import type { BidTableVariant } from '../../../api/bid-table-variants';
import { cancelSoldPriceEdit, saveSoldPrice, startSoldPriceEdit, typeSoldPrice } from './bid-edit-actions';
import { useBidRow } from './use-bid-row';

const Editor = styled.div`
  display: flex;
  align-items: center;
  gap: ${token('spacingHorizontalXXS')};
  input {
    width: 9ch;
  }
`;

export function SoldPriceEditor({ bid, variant }: { bid: BidRow; variant: BidTableVariant }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { edit, role, permission } = useBidRow(bid);
  const editable = role === 'manager' && permission.bidManageSoldPrice === true && !bid.archived && variant !== 'archive-bids';

  if (!editable) return <Money value={edit.current.amount} />;
  if (edit.stage === 'initial') {
    return (
      <Button
        appearance="transparent"
        size="small"
        aria-label={intl.formatMessage({ id: 'bidRow.soldPrice.edit' }, { lotNo: bid.lotNo })}
        onClick={() => startSoldPriceEdit(bid.bidId)}
      >
        <Money value={edit.current.amount} />
      </Button>
    );
  }

  const save = () => void saveSoldPrice(bid, queryClient);
  const keys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') save();
    if (event.key === 'Escape') {
      // Escape belongs to the editor here, not to a dialog or drawer around the table
      event.stopPropagation();
      cancelSoldPriceEdit(bid.bidId);
    }
  };
  return (
    <Editor>
      <AmountInput
        size="small"
        autoFocus
        aria-label={intl.formatMessage({ id: 'bidRow.soldPrice.input' }, { lotNo: bid.lotNo })}
        value={edit.updated.amount}
        onChange={(amount) => typeSoldPrice(bid.bidId, amount)}
        onKeyDown={keys}
      />
      <Button
        size="small"
        appearance="subtle"
        icon={<Checkmark16Regular />}
        aria-label={intl.formatMessage({ id: 'bidRow.soldPrice.save' })}
        onClick={save}
      />
      <Button
        size="small"
        appearance="subtle"
        icon={<Dismiss16Regular />}
        aria-label={intl.formatMessage({ id: 'bidRow.soldPrice.cancel' })}
        onClick={() => cancelSoldPriceEdit(bid.bidId)}
      />
    </Editor>
  );
}
