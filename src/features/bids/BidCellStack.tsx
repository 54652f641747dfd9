import styled from 'styled-components';
import type { BidRow } from '../../../schemas/api/bids';
import { token } from '../../ui/theme';
import type { CompiledBidColumn } from './bid-columns';
import type { BidTableVariant } from './variants';

const Stack = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${token('spacingVerticalXXS')};
`;

/** A column's cells for one bid, top to bottom. */
export function BidCellStack({ cells, bid, variant }: { cells: CompiledBidColumn['cells']; bid: BidRow; variant: BidTableVariant }) {
  return (
    <Stack>
      {cells.map(({ kind, fields, Component }, index) => (
        <span key={index} data-cell={kind}>
          <Component bid={bid} variant={variant} fields={fields} />
        </span>
      ))}
    </Stack>
  );
}
