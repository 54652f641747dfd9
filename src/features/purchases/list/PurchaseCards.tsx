// The purchases on a phone: one card each with the photo, the car, its status and the dates that
// matter; the title opens the purchase.
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PurchaseRow } from '../../../../schemas/api/purchases';
import { token } from '../../../ui/theme';
import type { PurchaseColumn } from './purchase-columns';
import { PurchaseCell, purchaseTitle } from './PurchaseCell';

const List = styled.ul<{ $busy: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${token('spacingVerticalM')};
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
`;

const Card = styled.li`
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: ${token('spacingHorizontalM')};
  padding: ${token('spacingVerticalM')};
  border-radius: ${token('borderRadiusLarge')};
  background: ${token('colorNeutralBackground1')};
  box-shadow: ${token('shadow2')};
  font-family: ${token('fontFamilyBase')};
  img {
    border-radius: ${token('borderRadiusMedium')};
    object-fit: cover;
  }
  a {
    color: ${token('colorBrandForegroundLink')};
    font-weight: ${token('fontWeightSemibold')};
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0 ${token('spacingHorizontalS')};
    margin: ${token('spacingVerticalXS')} 0 0;
  }
  dt {
    color: ${token('colorNeutralForeground3')};
  }
  dd {
    margin: 0;
  }
`;

const Title = styled.p`
  margin: ${token('spacingVerticalXS')} 0 0;
`;

/** dt and dd of one fact, grouped as HTML allows, laid out by the list's grid. */
const Pair = styled.div`
  display: contents;
`;

const CARD_FACTS: readonly PurchaseColumn[] = [
  { id: 'purchaseDate', label: 'purchases.field.purchaseDate', cell: 'day' },
  { id: 'eta', label: 'purchases.field.eta', cell: 'day' },
  { id: 'totalPrice', label: 'purchases.column.totalPrice', cell: 'money' },
];

export function PurchaseCards({ rows, busy }: { rows: readonly PurchaseRow[]; busy: boolean }) {
  const intl = useIntl();
  return (
    <List $busy={busy} aria-busy={busy} aria-label={intl.formatMessage({ id: 'purchases.list.table' })}>
      {rows.map((row) => (
        <Card key={row.id}>
          <PurchaseCell row={row} column={{ id: 'images', label: 'purchases.column.image', cell: 'image' }} />
          <div>
            <PurchaseCell row={row} column={{ id: 'status', label: 'purchases.field.status', cell: 'status' }} />
            <Title>
              <PurchaseCell row={row} column={{ id: 'sku', label: 'purchases.field.sku', cell: 'link' }} /> {purchaseTitle(row)}
            </Title>
            <dl>
              {CARD_FACTS.map((column) => (
                <Pair key={column.id}>
                  <dt>{intl.formatMessage({ id: column.label })}</dt>
                  <dd>
                    <PurchaseCell row={row} column={column} />
                  </dd>
                </Pair>
              ))}
            </dl>
          </div>
        </Card>
      ))}
    </List>
  );
}
