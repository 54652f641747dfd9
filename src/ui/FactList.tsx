// A labelled list of facts (a lot's vehicle info, a purchase's logistics, a bidder's details, the
// profile's values): labels left, values right.
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { media } from './breakpoints';
import { token } from './theme';

/** Below tablet width each value goes under its label. */
const stacked = css`
  ${media.below('tablet')} {
    grid-template-columns: minmax(0, 1fr);
    dd {
      margin-bottom: ${token('spacingVerticalS')};
    }
  }
`;

const List = styled.dl<{ $stackOnPhones: boolean }>`
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
  ${({ $stackOnPhones }) => $stackOnPhones && stacked}
`;

/** dt and dd of one fact, grouped as HTML allows, laid out by the list's grid. */
const Pair = styled.div`
  display: contents;
`;

export interface FactRow {
  /** defaults to the label */
  key?: string;
  label: string;
  value: ReactNode;
}

export function FactList({ rows, stackOnPhones = false }: { rows: readonly FactRow[]; stackOnPhones?: boolean }) {
  return (
    <List $stackOnPhones={stackOnPhones}>
      {rows.map((row) => (
        <Pair key={row.key ?? row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </Pair>
      ))}
    </List>
  );
}
