// The landed-cost breakdown's popover (LandedCostEstimate), loaded when the user first opens it: each
// cost line, the total, the converted amount, the exchange rate of the day and the estimate's note.
import { Popover, PopoverSurface, PopoverTrigger } from '@fluentui/react-popover';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { localized, type Locale } from '../../i18n/locales';
import { FactList } from '../../ui/FactList';
import { token } from '../../ui/theme';
import { foreignMoney } from './foreign-money';
import type { CostLine } from './landed-cost';
import { destinationName, yen } from './landed-cost-text';
import type { EstimateProps } from './LandedCostEstimate';

const Surface = styled.div`
  display: grid;
  gap: ${token('spacingVerticalS')};
  max-width: 360px;
`;

/** An amount keeps its digit groups on one line; the labels beside it wrap. */
const Amount = styled.span`
  white-space: nowrap;
`;

const Muted = styled.p`
  margin: 0;
  font-size: ${token('fontSizeBase200')};
  color: ${token('colorNeutralForeground3')};
`;

interface BreakdownProps extends EstimateProps {
  lines: readonly CostLine[];
  total: number;
  auctionName: string;
}

function Breakdown({ cost, lines, total, shippingLabel, auctionName }: BreakdownProps) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const { costs } = cost;
  const portName = (id: string) => localized(costs.exportPorts[id]!, locale);
  const destination = destinationName(cost, locale);

  const labelOf = (line: CostLine): string => {
    switch (line.kind) {
      case 'bid':
        return intl.formatMessage({ id: 'bidding.costs.line.bid' }, { basis: cost.basis });
      case 'auctionFee':
        return intl.formatMessage({ id: 'bidding.costs.line.auctionFee' }, { house: auctionName });
      case 'inland':
        return intl.formatMessage(
          { id: 'bidding.costs.line.inland' },
          { region: localized(costs.regions[line.region]!.name, locale), port: portName(line.port) },
        );
      case 'serviceFee':
        return intl.formatMessage({ id: 'bidding.costs.line.serviceFee' });
      case 'freight':
        return intl.formatMessage(
          { id: 'bidding.costs.line.freight' },
          { from: portName(line.port), to: destination, shipping: shippingLabel },
        );
      case 'insurance':
        return intl.formatMessage({ id: 'bidding.costs.line.insurance' }, { percent: intl.formatNumber(costs.insurancePercent) });
    }
  };
  const rate = costs.exchangeRates.yenPer[cost.currency];

  return (
    <Surface>
      <FactList
        rows={[
          ...lines.map((line) => ({ key: line.kind, label: labelOf(line), value: <Amount>{yen(intl, line.yen)}</Amount> })),
          {
            key: 'total',
            label: intl.formatMessage({ id: 'bidding.costs.line.total' }),
            value: <Amount as="strong">{yen(intl, total)}</Amount>,
          },
          ...(cost.converted === null
            ? []
            : [
                {
                  key: 'converted',
                  label: cost.currency,
                  value: <Amount as="strong">{foreignMoney(intl, cost.converted, cost.currency)}</Amount>,
                },
              ]),
        ]}
      />
      {rate !== undefined && (
        <Muted>
          {intl.formatMessage(
            { id: 'bidding.costs.rate' },
            {
              date: costs.exchangeRates.setOn,
              currency: cost.currency,
              yen: intl.formatMessage({ id: 'listing.money' }, { amount: intl.formatNumber(rate) }),
            },
          )}
        </Muted>
      )}
      <Muted>{intl.formatMessage({ id: 'bidding.costs.note' })}</Muted>
    </Surface>
  );
}

interface CostBreakdownProps extends BreakdownProps {
  trigger: ReactElement;
  /** the popover's name */
  label: string;
}

export default function CostBreakdown({ trigger, label, ...breakdown }: CostBreakdownProps) {
  return (
    <Popover withArrow positioning="below-start" defaultOpen>
      <PopoverTrigger disableButtonEnhancement>{trigger}</PopoverTrigger>
      <PopoverSurface aria-label={label}>
        <Breakdown {...breakdown} />
      </PopoverSurface>
    </Popover>
  );
}
