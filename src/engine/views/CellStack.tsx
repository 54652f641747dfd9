import styled from 'styled-components';
import type { ListingLot } from '../../api/listing';
import { token } from '../../ui/theme';
import type { CompiledCell } from './compiled-columns';

const Stack = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${token('spacingVerticalXXS')};
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
