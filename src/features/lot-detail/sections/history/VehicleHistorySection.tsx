// The vehicle's auction history on its lot page (issue #19 item 3): the same frame number offered at
// earlier auctions — when, where, at which grade and mileage, from which start price, and how it ended.
// A lot the API counts as never offered before says so without asking.
import { Link } from '@fluentui/react-link';
import { Spinner } from '@fluentui/react-spinner';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { VehicleOffering } from '../../../../../schemas/api/vehicle-history';
import { lotPageHref, pageTypeIndex } from '../../../../../shared/page-types/page-type-index';
import { pageTypeSettings } from '../../../../../shared/page-types/page-type-settings';
import { isApiError } from '../../../../api/client';
import { vehicleHistoryQuery } from '../../../../api/lot-guide';
import { useProfile } from '../../../../api/session';
import type { LotView } from '../../../../engine/detail/lot-view';
import type { SectionProps } from '../../../../engine/detail/section-props';
import { OfferedBeforeBadge } from '../../../../engine/views/cells/OfferedBeforeCell';
import { RECORD_VALUE_CELLS } from '../../../../engine/views/cells/record-value-cells';
import { useCompanyConfig } from '../../../../ui/company-config';
import { LoadError } from '../../../../ui/LoadError';
import { SectionCard } from '../../../../ui/SectionCard';
import { token } from '../../../../ui/theme';

const Note = styled.p`
  margin: 0;
  color: ${token('colorNeutralForeground2')};
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${token('fontSizeBase200')};
  th,
  td {
    padding: ${token('spacingVerticalXS')} ${token('spacingHorizontalS')};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${token('colorNeutralStroke2')};
  }
  th {
    color: ${token('colorNeutralForeground3')};
    font-weight: ${token('fontWeightRegular')};
    white-space: nowrap;
  }
`;

const Cell = RECORD_VALUE_CELLS;

type ColumnId = 'date' | 'auction' | 'grade' | 'mileage' | 'hours' | 'startPrice' | 'result';

/** The history's columns: each reads the offering, as the listing's cells read a lot; machines count hours, not km. */
function columnsOf(kind: LotView['kind']): ReadonlyArray<{ id: ColumnId; show(offering: VehicleOffering): ReactNode }> {
  return [
    { id: 'date', show: (o) => <Cell.dateTime lot={o} fields={['auctionDate']} /> },
    { id: 'auction', show: (o) => <Cell.text lot={o} fields={['auctionName']} /> },
    { id: 'grade', show: (o) => <Cell.condition lot={o} fields={['condition']} /> },
    kind === 'machinery'
      ? { id: 'hours', show: (o) => <Cell.number lot={o} fields={['hours']} /> }
      : { id: 'mileage', show: (o) => <Cell.mileage lot={o} fields={['mileage']} /> },
    { id: 'startPrice', show: (o) => <Cell.money lot={o} fields={['startPrice']} /> },
    {
      id: 'result',
      show: (o) => (
        <>
          <Cell.auctionStatus lot={o} fields={['status']} />
          {o.soldPrice !== null && (
            <>
              <br />
              <Cell.money lot={o} fields={['soldPrice']} />
            </>
          )}
        </>
      ),
    },
  ];
}

/** The lot page of an earlier offering, when the viewer may open its page type. */
function useOfferingHref(): (offering: VehicleOffering) => string | undefined {
  const config = useCompanyConfig();
  const permission = useProfile()?.permission;
  return (offering) => {
    const type = pageTypeIndex.find((candidate) => candidate.apiPageType === offering.pageType);
    if (!type || !pageTypeSettings(config, type.id).enabled || permission?.[type.permission] !== true) return undefined;
    return lotPageHref(type, offering.id);
  };
}

function HistoryTable({ history, kind }: { history: readonly VehicleOffering[]; kind: LotView['kind'] }) {
  const intl = useIntl();
  const hrefOf = useOfferingHref();
  const columns = columnsOf(kind);
  return (
    <Scroll>
      <Table>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'vehicleHistory.column.lot' })}</th>
            {columns.map((column) => (
              <th key={column.id} scope="col">
                {intl.formatMessage({ id: `vehicleHistory.column.${column.id}` })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {history.map((offering) => {
            const href = hrefOf(offering);
            return (
              <tr key={offering.id}>
                <td>
                  {href ? (
                    <Link href={href} target="_blank" rel="noopener">
                      {offering.lotNo}
                    </Link>
                  ) : (
                    offering.lotNo
                  )}
                </td>
                {columns.map((column) => (
                  <td key={column.id}>{column.show(offering)}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Scroll>
  );
}

export function VehicleHistorySection({ schema, lot }: SectionProps) {
  const intl = useIntl();
  const firstOffering = lot.offeredBefore === 0;
  const query = useQuery({ ...vehicleHistoryQuery(schema.apiPageType, lot.id), enabled: !firstOffering });
  // a backend without vehicle histories (404) shows no section
  if (isApiError(query.error, 403, 404)) return null;

  let body;
  if (firstOffering || query.data?.history.length === 0) body = <Note>{intl.formatMessage({ id: 'vehicleHistory.none' })}</Note>;
  else if (query.isPending) body = <Spinner size="small" label={intl.formatMessage({ id: 'common.loading' })} />;
  else if (query.isError) body = <LoadError message="vehicleHistory.error" onRetry={() => void query.refetch()} />;
  else body = <HistoryTable history={query.data.history} kind={lot.kind} />;
  const count = query.data?.history.length ?? lot.offeredBefore ?? 0;
  return (
    <SectionCard
      title={intl.formatMessage({ id: 'lotDetail.section.vehicleHistory' })}
      actions={count > 0 ? <OfferedBeforeBadge count={count} /> : undefined}
    >
      {body}
    </SectionCard>
  );
}
