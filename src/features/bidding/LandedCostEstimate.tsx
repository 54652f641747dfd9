// The landed-cost estimate under the bid amount (issue 19 item 2): "≈ total to <port>: ¥… (≈ $…)",
// the destination port and currency (the profile's until changed here) and the breakdown in a popover.
// The confirm dialog repeats the total line.
import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Select, selectClassNames } from '@fluentui/react-select';
import { useQuery } from '@tanstack/react-query';
import { lazy, useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { currencyListQuery } from '../../api/site';
import type { Locale } from '../../i18n/locales';
import { destinationOptions } from '../../ui/costs-config';
import { PopupOnDemand } from '../../ui/PopupOnDemand';
import { token } from '../../ui/theme';
import { foreignMoney } from './foreign-money';
import { destinationName, yen } from './landed-cost-text';
import type { LandedCost } from './use-landed-cost';

// the breakdown's popover (Fluent's popover and positioning) loads when first opened
const loadCostBreakdown = () => import('./CostBreakdown');
const CostBreakdown = lazy(loadCostBreakdown);

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

export interface EstimateProps {
  cost: LandedCost;
  /** the shipping type's name (the bid type list's label) */
  shippingLabel: string;
}

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
  const { estimate } = cost;

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
      {estimate.kind === 'total' && (
        <div>
          <PopupOnDemand
            preload={loadCostBreakdown}
            popup="popover"
            trigger={
              <Button size="small" appearance="secondary">
                {intl.formatMessage({ id: 'bidding.costs.breakdown' })}
              </Button>
            }
            render={(trigger) => (
              <CostBreakdown
                trigger={trigger}
                label={intl.formatMessage({ id: 'bidding.costs.breakdownTitle' }, { port })}
                cost={cost}
                lines={estimate.lines}
                total={estimate.yen}
                shippingLabel={shippingLabel}
                auctionName={auctionName}
              />
            )}
          />
        </div>
      )}
    </Box>
  );
}
