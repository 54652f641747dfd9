import styled from 'styled-components';
import type { ListingLot } from '../../api/listing';
import { token } from '../../ui/theme';
import type { CompiledCell } from './compiled-columns';

const Stack = styled.span`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${token('spacingVerticalXXS')};
  /* the wishlist slot sits on the photo's corner */
  & > [data-cell='photo'] ~ [data-cell='wishlist'] {
    position: absolute;
    top: ${token('spacingVerticalXS')};
    right: ${token('spacingHorizontalXS')};
    border-radius: ${token('borderRadiusCircular')};
    background: ${token('colorNeutralBackground1')};
  }
`;

/** A column's cells for one lot, top to bottom (phrasing content: it also sits in headings). */
export function CellStack({ cells, lot }: { cells: readonly CompiledCell[]; lot: ListingLot }) {
  return (
    <Stack>
      {cells.map(({ kind, fields, Component }, i) => (
        <span key={i} data-cell={kind}>
          <Component lot={lot} fields={fields} />
        </span>
      ))}
    </Stack>
  );
}
