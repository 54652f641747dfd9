// A labelled list of facts (a lot's vehicle info, a purchase's logistics, a bidder's details): labels left, values right.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { token } from './theme';

const List = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(120px, max-content) 1fr;
  gap: ${token('spacingVerticalXS')} ${token('spacingHorizontalL')};
  dt {
    color: ${token('colorNeutralForeground3')};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** dt and dd of one fact, grouped as HTML allows, laid out by the list's grid. */
const Pair = styled.div`
  display: contents;
`;

export interface FactRow {
  key: string;
  label: string;
  value: ReactNode;
}

export function FactList({ rows }: { rows: readonly FactRow[] }) {
  return (
    <List>
      {rows.map((row) => (
        <Pair key={row.key}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </Pair>
      ))}
    </List>
  );
}
