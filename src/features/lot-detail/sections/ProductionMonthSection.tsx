// Month of production (seed 001 §2, §8): on request, what the chassis data tells about the vehicle —
// year/month with the month's name, catalogue, codes, engine, transmission, model and trim. An empty
// answer shows MonthOfProduction.Empty, a failed call an error with a retry. A share page's visitor
// asks with the share code instead of a session.
import { Button } from '@fluentui/react-button';
import { CalendarSearch20Regular } from '@fluentui/react-icons';
import { Spinner } from '@fluentui/react-spinner';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import type { ProductionMonthInfo, ProductionMonthQuery } from '../../../../schemas/api/lot-detail';
import { productionMonthQuery } from '../../../api/lot-detail';
import type { LotView } from '../../../engine/detail/lot-view';
import type { SectionProps } from '../../../engine/detail/section-props';
import { FactList, type FactRow } from '../../../ui/FactList';
import { SectionCard } from '../../../ui/SectionCard';

const Note = styled.p<{ $error?: boolean }>`
  margin: 0;
  color: ${({ $error, theme }) => ($error ? theme.tokens.colorPaletteRedForeground1 : theme.tokens.colorNeutralForeground2)};
`;

const DETAIL_FIELDS = [
  'catalogNumber',
  'code',
  'colorCode',
  'engineNumber',
  'transmission',
  'gradeCode',
  'modelCode',
  'modelName',
  'trimCode',
  'description',
] as const satisfies readonly (keyof ProductionMonthInfo)[];

/** What the lot tells the chassis lookup; the lot number only when it is all digits. */
function lookupOf(lot: LotView): ProductionMonthQuery {
  return {
    chassis: lot.chassis,
    maker: lot.maker,
    model: lot.model,
    carId: lot.id,
    auction: lot.auctionName,
    ...(/^[0-9]{1,10}$/.test(lot.lotNumber) ? { lotNo: lot.lotNumber } : {}),
  };
}

/** '2015/03 (March)' in the interface language. */
function productionDate({ year, month }: ProductionMonthInfo, intl: IntlShape): string {
  const name = intl.formatDate(Date.UTC(year, month - 1, 1), { month: 'long', timeZone: 'UTC' });
  return `${year}/${String(month).padStart(2, '0')} (${name})`;
}

function rowsOf(info: ProductionMonthInfo, intl: IntlShape): FactRow[] {
  return [
    { key: 'date', label: intl.formatMessage({ id: 'lotDetail.mop.date' }), value: productionDate(info, intl) },
    ...DETAIL_FIELDS.filter((field) => info[field].trim() !== '').map((field) => ({
      key: field,
      label: intl.formatMessage({ id: `lotDetail.mop.${field}` }),
      value: info[field],
    })),
  ];
}

export function ProductionMonthSection({ schema, lot, shared }: SectionProps) {
  const intl = useIntl();
  const [requested, setRequested] = useState(false);
  const query = useQuery({ ...productionMonthQuery(schema.apiPageType, lookupOf(lot), shared), enabled: requested && lot.chassis !== '' });
  if (!lot.chassis) return null;

  let body;
  if (!requested) {
    body = (
      <div>
        <Button icon={<CalendarSearch20Regular />} onClick={() => setRequested(true)}>
          {intl.formatMessage({ id: 'lotDetail.mop.show' })}
        </Button>
      </div>
    );
  } else if (query.isPending) {
    body = <Spinner size="small" label={intl.formatMessage({ id: 'common.loading' })} />;
  } else if (query.isError) {
    body = (
      <>
        <Note $error role="alert">
          {intl.formatMessage({ id: 'lotDetail.mop.error' })}
        </Note>
        <div>
          <Button onClick={() => void query.refetch()}>{intl.formatMessage({ id: 'lotDetail.retry' })}</Button>
        </div>
      </>
    );
  } else if (!query.data.carInfo) {
    body = <Note>{intl.formatMessage({ id: 'MonthOfProduction.Empty' })}</Note>;
  } else {
    body = <FactList rows={rowsOf(query.data.carInfo, intl)} />;
  }
  return <SectionCard title={intl.formatMessage({ id: 'lotDetail.mop.title' })}>{body}</SectionCard>;
}
