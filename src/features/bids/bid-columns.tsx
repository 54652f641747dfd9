// The bid tables' row family (src/engine/table/record-columns.tsx): bid rows drawn by the bid cell
// registry, each cell knowing the table (variant) it sits in.
import type { BidRow } from '../../../schemas/api/bids';
import type { RowFamily } from '../../engine/table/record-columns';
import { bidCellRegistry, type BidCellComponentProps } from './bid-cell-registry';
import type { BidTableVariant } from '../../api/bid-table-variants';

const families = new Map<BidTableVariant, RowFamily<BidRow, BidCellComponentProps>>();

export function bidRowFamily(variant: BidTableVariant): RowFamily<BidRow, BidCellComponentProps> {
  let family = families.get(variant);
  if (!family) {
    family = { registry: bidCellRegistry, props: (bid, fields) => ({ bid, variant, fields }) };
    families.set(variant, family);
  }
  return family;
}
