// Column kinds → the part of a column or card tile they fill: the photo area, the headline, labelled
// values, the badges, the prices. Consecutive columns of one kind share a section. Every COLUMN_KINDS
// kind is registered; any other kind throws with the schema fragment.
import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ColumnKind } from '../../../schemas/meta/page-type.schema';
import type { ListingLot } from '../../api/listing';
import type { MessageId } from '../../i18n/messages';
import { token } from '../../ui/theme';
import { createRegistry } from '../registry';
import { CellStack } from './CellStack';
import type { CompiledColumn } from './compiled-columns';

interface SectionProps {
  columns: readonly CompiledColumn[];
  lot: ListingLot;
}
export type SectionComponent = ComponentType<SectionProps>;

const Media = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('spacingVerticalXS')};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${token('fontSizeBase400')};
  line-height: ${token('lineHeightBase400')};
  font-weight: ${token('fontWeightSemibold')};
`;

const List = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${token('spacingVerticalXXS')} ${token('spacingHorizontalM')};
  margin: 0;
  font-size: ${token('fontSizeBase200')};
  line-height: ${token('lineHeightBase200')};
  & dt {
    color: ${token('colorNeutralForeground3')};
  }
  & dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const Badges = styled(List)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  /* a label stays with its badge when the row wraps */
  & > div {
    display: inline-flex;
    align-items: center;
    gap: ${token('spacingHorizontalXS')};
  }
`;

const Prices = styled(List)`
  & dd {
    font-weight: ${token('fontWeightSemibold')};
    text-align: right;
  }
`;

const Pair = styled.div`
  display: contents;
`;

function Labelled({ columns, lot }: SectionProps) {
  const intl = useIntl();
  return columns.map((column) => (
    <Pair key={column.def.id}>
      <dt>{intl.formatMessage({ id: column.def.label as MessageId })}</dt>
      <dd>
        <CellStack cells={column.cells} lot={lot} />
      </dd>
    </Pair>
  ));
}

const sections: Record<ColumnKind, SectionComponent> = {
  media: ({ columns, lot }) => (
    <Media>
      {columns.map((column) => (
        <CellStack key={column.def.id} cells={column.cells} lot={lot} />
      ))}
    </Media>
  ),
  title: ({ columns, lot }) => (
    <Title>
      {columns.map((column) => (
        <CellStack key={column.def.id} cells={column.cells} lot={lot} />
      ))}
    </Title>
  ),
  data: (props) => (
    <List>
      <Labelled {...props} />
    </List>
  ),
  badges: (props) => (
    <Badges>
      <Labelled {...props} />
    </Badges>
  ),
  prices: (props) => (
    <Prices>
      <Labelled {...props} />
    </Prices>
  ),
};

export const columnRegistry = createRegistry<ColumnKind, SectionComponent>('column component');
for (const [kind, component] of Object.entries(sections) as [ColumnKind, SectionComponent][]) {
  columnRegistry.register(kind, component);
}
