// Phones (< 768 px): each bid row as a card of labelled values, in the schema's column order.
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { BidRow } from '../../../schemas/api/bids';
import type { MessageId } from '../../i18n/messages';
import { token } from '../../ui/theme';
import type { CompiledBidColumn } from './bid-columns';
import { BidCellStack } from './BidCellStack';
import type { BidTableVariant } from './variants';

const Cards = styled.ul`
  display: grid;
  gap: ${token('spacingVerticalM')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  padding: ${token('spacingVerticalM')} ${token('spacingHorizontalM')};
  border-radius: ${token('borderRadiusLarge')};
  background: ${token('colorNeutralBackground1')};
  box-shadow: ${token('shadow2')};
`;

const Values = styled.dl`
  display: grid;
  grid-template-columns: minmax(90px, auto) 1fr;
  gap: ${token('spacingVerticalXS')} ${token('spacingHorizontalM')};
  margin: 0;
  font-size: ${token('fontSizeBase200')};
  & dt {
    color: ${token('colorNeutralForeground3')};
  }
  & dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

export function BidCards({ columns, bids, variant, label }: { columns: readonly CompiledBidColumn[]; bids: readonly BidRow[]; variant: BidTableVariant; label: string }) {
  const intl = useIntl();
  return (
    <Cards aria-label={label}>
      {bids.map((bid) => (
        <Card key={bid.bidId}>
          <Values>
            {columns.map((column) => (
              <div key={column.def.id} style={{ display: 'contents' }}>
                <dt>{intl.formatMessage({ id: column.def.label as MessageId })}</dt>
                <dd>
                  <BidCellStack cells={column.cells} bid={bid} variant={variant} />
                </dd>
              </div>
            ))}
          </Values>
        </Card>
      ))}
    </Cards>
  );
}
