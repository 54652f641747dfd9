// One purchase (seed 001 §2; /purchases/:id and /payments/:id): the status timeline, car, logistics,
// finances, consignee and notify party, photos (the shared gallery), documents and the
// manager note.
import { Button } from '@fluentui/react-button';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link, useLocation } from 'wouter';
import type { PurchaseDetail } from '../../../../schemas/api/purchases';
import { isApiError } from '../../../api/client';
import { purchaseDetailQuery } from '../../../api/purchases';
import { formatDay } from '../../../engine/views/day';
import { groupDigits } from '../../../engine/views/format';
import { Money } from '../../../engine/views/values';
import type { MessageId } from '../../../i18n/messages';
import { media } from '../../../ui/breakpoints';
import type { PageProps } from '../../../ui/page-props';
import { PageHeading } from '../../../ui/PageHeading';
import { PageSpinner } from '../../../ui/Spinners';
import { purchaseStatusMessageId } from '../../../ui/purchase-status';
import { PurchaseStatusBadge } from '../../../ui/PurchaseStatusBadge';
import { token } from '../../../ui/theme';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { PhotoDownloadButton } from '../../../ui/PhotoDownloadButton';
import { Gallery } from '../../../ui/gallery/Gallery';
import { DocumentsSection } from './DocumentsSection';
import { Facts } from './Facts';
import { PartySection } from './PartySection';
import { SectionCard } from '../../../ui/SectionCard';
import { StatusTimeline } from './StatusTimeline';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('spacingHorizontalM')};
  margin-bottom: ${token('spacingVerticalM')};
  h1 {
    margin: 0;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: start;
  gap: ${token('spacingVerticalL')} ${token('spacingHorizontalL')};
  margin-top: ${token('spacingVerticalL')};

  ${media.below('laptop')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Note = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;

const FinanceTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  td,
  th {
    padding: ${token('spacingVerticalXS')} 0;
    text-align: left;
    font-weight: ${token('fontWeightRegular')};
  }
  td {
    text-align: right;
    white-space: nowrap;
  }
  tfoot th,
  tfoot td {
    border-top: 1px solid ${token('colorNeutralStroke2')};
    font-weight: ${token('fontWeightSemibold')};
  }
`;

const Photos = styled.div`
  display: grid;
  justify-items: start;
  gap: ${token('spacingVerticalM')};
`;

const Centered = styled.div`
  display: grid;
  justify-items: start;
  gap: ${token('spacingVerticalM')};
`;

function Finances({ finances }: { finances: PurchaseDetail['finances'] }) {
  const intl = useIntl();
  return (
    <FinanceTable>
      <tbody>
        {finances.fields.map((field) => (
          <tr key={field.key}>
            <th scope="row">{intl.formatMessage({ id: `purchases.finance.${field.key}` as MessageId })}</th>
            <td>
              <Money value={field.amount} />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{intl.formatMessage({ id: 'purchases.finance.total' })}</th>
          <td>
            <Money value={finances.total} />
          </td>
        </tr>
      </tfoot>
    </FinanceTable>
  );
}

function PurchaseView({ detail }: { detail: PurchaseDetail }) {
  const intl = useIntl();
  const day = (value: string | null) => (value ? formatDay(intl, value) : null);
  const { car, logistics } = detail;
  return (
    <>
      <Header>
        <PageHeading>{car.title}</PageHeading>
        <PurchaseStatusBadge status={logistics.status} size="large" />
      </Header>
      <StatusTimeline logistics={logistics} />
      <Grid>
        <SectionCard title={intl.formatMessage({ id: 'purchases.section.car' })}>
          <Facts
            facts={[
              { label: 'purchases.field.sku', value: car.sku },
              { label: 'purchases.field.client', value: detail.clientName },
              { label: 'purchases.field.model', value: car.model },
              { label: 'purchases.field.yearMonth', value: car.yearMonth },
              { label: 'purchases.field.chassis', value: car.chassis },
              {
                label: 'purchases.field.mileage',
                value: car.mileage === null ? null : intl.formatMessage({ id: 'purchases.value.km' }, { km: groupDigits(car.mileage) }),
              },
              {
                label: 'purchases.field.engine',
                value: car.engine ? intl.formatMessage({ id: 'purchases.value.cc' }, { cc: groupDigits(car.engine) }) : null,
              },
              { label: 'purchases.field.color', value: car.color },
              { label: 'purchases.field.purchaseDate', value: day(car.purchaseDate) },
              { label: 'purchases.field.auction', value: car.auction },
              { label: 'purchases.field.lotNo', value: car.lotNo },
            ]}
          />
        </SectionCard>
        <SectionCard title={intl.formatMessage({ id: 'purchases.section.logistics' })}>
          <Facts
            facts={[
              { label: 'purchases.field.status', value: intl.formatMessage({ id: purchaseStatusMessageId(logistics.status) }) },
              { label: 'purchases.field.purchaseDate', value: day(logistics.purchaseDate) },
              { label: 'purchases.field.yardArrivalEta', value: day(logistics.yardArrivalEta) },
              { label: 'purchases.field.stockYard', value: logistics.stockYard },
              { label: 'purchases.field.exportPort', value: logistics.exportPort },
              { label: 'purchases.field.exportType', value: logistics.exportType },
              { label: 'purchases.field.shippingLine', value: logistics.shippingLine },
              { label: 'purchases.field.voyage', value: logistics.voyage },
              { label: 'purchases.field.destination', value: logistics.destination },
              { label: 'purchases.field.dischargePort', value: logistics.dischargePort },
              { label: 'purchases.field.etd', value: day(logistics.etd) },
              { label: 'purchases.field.eta', value: day(logistics.eta) },
            ]}
          />
        </SectionCard>
        <SectionCard title={intl.formatMessage({ id: 'purchases.section.finances' })}>
          <Finances finances={detail.finances} />
        </SectionCard>
        {detail.managerNote && (
          <SectionCard title={intl.formatMessage({ id: 'purchases.section.managerNote' })}>
            <Note>{detail.managerNote}</Note>
          </SectionCard>
        )}
        <PartySection title={intl.formatMessage({ id: 'purchases.section.consignee' })} party={detail.consignee} />
        <PartySection
          title={intl.formatMessage({ id: 'purchases.section.notifyParty' })}
          party={detail.notifyParty}
          sameAsConsignee={detail.notifyParty.sameAsConsignee}
        />
        <SectionCard title={intl.formatMessage({ id: 'purchases.section.photos' })}>
          {detail.images.length > 0 ? (
            <Photos>
              <Gallery images={detail.images} thumbnails={detail.thumbnails} title={car.title} />
              <PhotoDownloadButton route="/purchased-cars" id={detail.id} />
            </Photos>
          ) : (
            <p>{intl.formatMessage({ id: 'purchases.photos.none' })}</p>
          )}
        </SectionCard>
        <DocumentsSection purchaseId={detail.id} documents={detail.documents} />
      </Grid>
    </>
  );
}

export default function PurchaseDetailPage({ params }: PageProps) {
  const intl = useIntl();
  const [location] = useLocation();
  const id = params.id ?? '';
  const backTo = location.startsWith('/payments') ? '/payments' : '/purchases';
  const query = useQuery({ ...purchaseDetailQuery(id), enabled: /^[1-9][0-9]*$/.test(id) });
  useDocumentTitle(query.data?.car.title ?? intl.formatMessage({ id: 'pages.purchase-detail.title' }));

  const back = (
    <Link href={backTo}>{intl.formatMessage({ id: backTo === '/payments' ? 'purchases.backToPayments' : 'purchases.backToList' })}</Link>
  );
  if (query.data) {
    return (
      <article>
        {back}
        <PurchaseView detail={query.data} />
      </article>
    );
  }
  if (query.isPending && query.fetchStatus !== 'idle') return <PageSpinner />;
  // a query never sent (an id that is no purchase's) is missing too; a failed one is idle as well, and says it failed
  const missing = (query.isPending && query.fetchStatus === 'idle') || isApiError(query.error, 403, 404);
  return (
    <Centered>
      <PageHeading>{intl.formatMessage({ id: 'pages.purchase-detail.title' })}</PageHeading>
      <p role="alert">{intl.formatMessage({ id: missing ? 'purchases.notFound' : 'purchases.loadFailed' })}</p>
      {missing ? back : <Button onClick={() => void query.refetch()}>{intl.formatMessage({ id: 'common.reload' })}</Button>}
    </Centered>
  );
}
