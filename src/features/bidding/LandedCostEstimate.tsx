// The landed-cost estimate under the bid amount (issue 19 item 2): "≈ total to <port>: ¥… (≈ $…)",
// the destination port and currency (the profile's until changed here) and the breakdown in a popover.
// The confirm dialog repeats the total line.
import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Popover, PopoverSurface, PopoverTrigger } from '@fluentui/react-popover';
import { Select, selectClassNames } from '@fluentui/react-select';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { currencyListQuery } from '../../api/site';
import { localized, type Locale } from '../../i18n/locales';
import { formatAmount } from '../../ui/amount';
import { destinationOptions } from '../../ui/costs-config';
import { FactList } from '../../ui/FactList';
import { token } from '../../ui/theme';
import { foreignMoney } from './foreign-money';
import type { CostLine } from './landed-cost';
import type { LandedCost } from './use-landed-cost';

const Box = styled.section`
  display: grid;
  gap: ${token('spacingVerticalS')};
  padding: ${token('spacingVerticalS')} ${token('spacingHorizontalM')};
  border-radius: ${token('borderRadiusMedium')};
  background: ${token('colorNeutralBackground3')};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${token('fontSizeBase200')};
  font-weight: ${token('fontWeightRegular')};
  color: ${token('colorNeutralForeground3')};
`;

const Total = styled.p`
  margin: 0;
  font-weight: ${token('fontWeightSemibold')};
`;

const Choices = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${token('spacingHorizontalS')};
  align-items: end;
  /* a long currency name shortens its select instead of widening the phone sheet */
  & > *,
  & .${selectClassNames.root}, & .${selectClassNames.select} {
    min-width: 0;
  }
`;

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

interface EstimateProps {
  cost: LandedCost;
  /** the shipping type's name (the bid type list's label) */
  shippingLabel: string;
}

const yen = (intl: IntlShape, amount: number) => intl.formatMessage({ id: 'listing.money' }, { amount: formatAmount(amount) });

const destinationName = (cost: LandedCost, locale: Locale): string => localized(cost.costs.destinations[cost.destination]!.name, locale);

/** "≈ total to Vladivostok: ¥1 234 000 (≈ $8 540)", or why the list cannot price it. */
export function LandedCostTotal({ cost, shippingLabel }: EstimateProps) {
  const intl = useIntl();
  const port = destinationName(cost, intl.locale as Locale);
  if (cost.estimate.kind === 'noFreight') {
    return <Total>{intl.formatMessage({ id: 'bidding.costs.noFreight' }, { shipping: shippingLabel, port })}</Total>;
  }
  const converted =
    cost.converted === null
      ? ''
      : ` ${intl.formatMessage({ id: 'bidding.costs.converted' }, { amount: foreignMoney(intl, cost.converted, cost.currency) })}`;
  return (
    <Total>
      {intl.formatMessage({ id: 'bidding.costs.total' }, { basis: cost.basis, port, total: yen(intl, cost.estimate.yen) })}
      {converted}
    </Total>
  );
}

export function LandedCostEstimate({ cost, shippingLabel, auctionName }: EstimateProps & { auctionName: string }) {
  const intl = useIntl();
  const titleId = useId();
  const currencies = useQuery(currencyListQuery()).data;
  const currencyLabel = (code: string) => String(currencies?.find((option) => option.value === code)?.label ?? code);
  const port = destinationName(cost, intl.locale as Locale);

  return (
    <Box aria-labelledby={titleId}>
      <Title id={titleId}>{intl.formatMessage({ id: 'bidding.costs.title' })}</Title>
      <LandedCostTotal cost={cost} shippingLabel={shippingLabel} />
      <Choices>
        <Field label={intl.formatMessage({ id: 'bidding.costs.destination' })} size="small">
          <Select size="small" value={cost.destination} onChange={(_event, data) => cost.setDestination(data.value)}>
            {destinationOptions(cost.costs, intl.locale as Locale).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={intl.formatMessage({ id: 'bidding.costs.currency' })} size="small">
          <Select size="small" value={cost.currency} onChange={(_event, data) => cost.setCurrency(data.value)}>
            {cost.currencies.map((code) => (
              <option key={code} value={code}>
                {currencyLabel(code)}
              </option>
            ))}
          </Select>
        </Field>
      </Choices>
      {cost.estimate.kind === 'total' && (
        <div>
          <Popover withArrow positioning="below-start">
            <PopoverTrigger disableButtonEnhancement>
              <Button size="small" appearance="secondary">
                {intl.formatMessage({ id: 'bidding.costs.breakdown' })}
              </Button>
            </PopoverTrigger>
            <PopoverSurface aria-label={intl.formatMessage({ id: 'bidding.costs.breakdownTitle' }, { port })}>
              <Breakdown
                cost={cost}
                lines={cost.estimate.lines}
                total={cost.estimate.yen}
                shippingLabel={shippingLabel}
                auctionName={auctionName}
              />
            </PopoverSurface>
          </Popover>
        </div>
      )}
    </Box>
  );
}

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
