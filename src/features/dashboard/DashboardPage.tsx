// The dashboard (seed 000 §2 /dashboard): what each role needs first, each card linking to its full
// page. Clients and dealers: money, bids, auction days, purchases; managers: new bids, bids by status,
// bids for today's auctions.
import { useQuery } from '@tanstack/react-query';
import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { ClientDashboard, ManagerDashboard } from '../../../schemas/api/dashboard';
import type { PortalRole } from '../../../schemas/api/roles';
import { dashboardQuery } from '../../api/dashboard';
import { formatDay } from '../../engine/views/day';
import { groupDigits } from '../../engine/views/format';
import { Money } from '../../engine/views/values';
import { pageTitleId } from '../../i18n/messages';
import { bidStatusMessageId } from '../../ui/bid-status';
import { media } from '../../ui/breakpoints';
import { useLinkable } from '../../ui/disabled-page-types';
import { LoadError } from '../../ui/LoadError';
import type { PageProps } from '../../ui/page-props';
import { PageHeading } from '../../ui/PageHeading';
import { PageSpinner } from '../../ui/Spinners';
import { PurchaseStatusBadge } from '../../ui/PurchaseStatusBadge';
import { token } from '../../ui/theme';
import { useDocumentTitle } from '../../ui/use-document-title';
import { Card, Figure, Muted, Rows } from './Card';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: ${token('spacingVerticalL')} ${token('spacingHorizontalL')};

  ${media.below('tablet')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A bid over two lines: the whole lot name (cut short, it lost the lot number and auction), then amount and status. */
const BidRows = styled(Rows)`
  li {
    flex-direction: column;
    gap: 0;
  }
  li > :first-child {
    white-space: normal;
  }
  li > :last-child:not(:first-child) {
    color: ${token('colorNeutralForeground3')};
  }
`;

type Bid = ClientDashboard['latestBids'][number];

const lotText = (intl: IntlShape, bid: Bid): string =>
  intl.formatMessage({ id: 'dashboard.bids.lot' }, { title: bid.title, lotNo: bid.lotNo, auction: bid.auctionName });
type StatusCount = ClientDashboard['bidsByStatus'][number];

/** A bid status as the bid tables name it for the viewer's role; the raw number for an unknown one. */
function StatusLabel({ status, viewer }: { status: number; viewer: PortalRole }) {
  const intl = useIntl();
  const id = bidStatusMessageId(status, viewer);
  return <>{id ? intl.formatMessage({ id }) : status}</>;
}

function StatusCounts({ counts, viewer }: { counts: readonly StatusCount[]; viewer: PortalRole }) {
  const intl = useIntl();
  if (counts.length === 0) return <Muted>{intl.formatMessage({ id: 'dashboard.bids.none' })}</Muted>;
  return (
    <Rows aria-label={intl.formatMessage({ id: 'dashboard.bids.byStatus' })}>
      {counts.map(({ status, count }) => (
        <li key={status}>
          <span>
            <StatusLabel status={status} viewer={viewer} />
          </span>
          <strong>{groupDigits(count)}</strong>
        </li>
      ))}
    </Rows>
  );
}

/** Bids with their lots; a lot of a page type the company disabled is named without a link (its page is gone). */
function BidList({ bids, viewer, label }: { bids: readonly Bid[]; viewer: PortalRole; label: string }) {
  const intl = useIntl();
  const linkable = useLinkable();
  if (bids.length === 0) return null;
  return (
    <BidRows aria-label={label}>
      {bids.map((bid) => (
        <li key={bid.id}>
          {linkable(bid.link) ? <Link href={bid.link}>{lotText(intl, bid)}</Link> : <span>{lotText(intl, bid)}</span>}
          <span>
            <Money value={bid.amount} /> · <StatusLabel status={bid.status} viewer={viewer} />
          </span>
        </li>
      ))}
    </BidRows>
  );
}

function AuctionDays({ days }: { days: ClientDashboard['auctionDays'] }) {
  const intl = useIntl();
  if (days.length === 0) return <Muted>{intl.formatMessage({ id: 'dashboard.auctions.none' })}</Muted>;
  return (
    <Rows>
      {days.map((day) => (
        <li key={day.date}>
          <Link href={`/car-auctions?date=${day.date}`}>{formatDay(intl, day.date)}</Link>
          <span>
            {intl.formatMessage(
              { id: 'dashboard.auctions.counts' },
              { auctions: day.auctions, auctionsText: groupDigits(day.auctions), lots: day.lots, lotsText: groupDigits(day.lots) },
            )}
          </span>
        </li>
      ))}
    </Rows>
  );
}

function ClientCards({ summary }: { summary: ClientDashboard }) {
  const intl = useIntl();
  const { balanceInfo } = summary;
  const bidsPage = summary.role === 'dealer' ? '/dealer-bids' : '/bids';
  const activeBids = summary.bidsByStatus.filter((row) => row.status === 1 || row.status === 2).reduce((sum, row) => sum + row.count, 0);
  return (
    <Grid>
      <Card
        title={intl.formatMessage({ id: 'dashboard.balance.title' })}
        link="/balance"
        linkText={intl.formatMessage({ id: 'dashboard.balance.link' })}
      >
        <Figure>
          <Money value={balanceInfo.balance} />
        </Figure>
        <Rows>
          <li>
            <span>{intl.formatMessage({ id: 'account.balance.creditLimit' })}</span>
            <Money value={balanceInfo.creditLimit} />
          </li>
          <li>
            <span>{intl.formatMessage({ id: 'account.balance.bidAllow' })}</span>
            <Money value={balanceInfo.bidAllow} />
          </li>
        </Rows>
      </Card>
      <Card
        title={intl.formatMessage({ id: 'dashboard.bids.title' })}
        link={bidsPage}
        linkText={intl.formatMessage({ id: 'dashboard.bids.link' })}
      >
        <Figure>{intl.formatMessage({ id: 'dashboard.bids.active' }, { count: activeBids, countText: groupDigits(activeBids) })}</Figure>
        <BidList bids={summary.latestBids} viewer={summary.role} label={intl.formatMessage({ id: 'dashboard.bids.latest' })} />
        <StatusCounts counts={summary.bidsByStatus} viewer={summary.role} />
      </Card>
      <Card
        title={intl.formatMessage({ id: 'dashboard.auctions.title' })}
        link="/car-auctions"
        linkText={intl.formatMessage({ id: 'dashboard.auctions.link' })}
      >
        <AuctionDays days={summary.auctionDays} />
      </Card>
      <Card
        title={intl.formatMessage({ id: 'dashboard.purchases.title' })}
        link="/purchases"
        linkText={intl.formatMessage({ id: 'dashboard.purchases.link' })}
      >
        {summary.latestPurchases.length === 0 ? (
          <Muted>{intl.formatMessage({ id: 'dashboard.purchases.none' })}</Muted>
        ) : (
          <Rows>
            {summary.latestPurchases.map((purchase) => (
              <li key={purchase.id}>
                <Link href={`/purchases/${purchase.id}`}>{purchase.title}</Link>
                <PurchaseStatusBadge status={purchase.status} />
              </li>
            ))}
          </Rows>
        )}
      </Card>
    </Grid>
  );
}

function ManagerCards({ summary }: { summary: ManagerDashboard }) {
  const intl = useIntl();
  const bidManager = intl.formatMessage({ id: 'dashboard.manager.link' });
  return (
    <Grid>
      <Card title={intl.formatMessage({ id: 'dashboard.manager.newBids' })} link="/bid-manager" linkText={bidManager}>
        <Figure>{groupDigits(summary.newBids)}</Figure>
        <StatusCounts counts={summary.bidsByStatus} viewer="manager" />
      </Card>
      <Card title={intl.formatMessage({ id: 'dashboard.manager.today' })} link="/bid-manager" linkText={bidManager}>
        <Figure>{groupDigits(summary.todayBidCount)}</Figure>
        {summary.todayBids.length === 0 ? (
          <Muted>{intl.formatMessage({ id: 'dashboard.manager.todayNone' })}</Muted>
        ) : (
          <BidList bids={summary.todayBids} viewer="manager" label={intl.formatMessage({ id: 'dashboard.manager.today' })} />
        )}
      </Card>
      <Card
        title={intl.formatMessage({ id: 'dashboard.auctions.title' })}
        link="/car-auctions"
        linkText={intl.formatMessage({ id: 'dashboard.auctions.link' })}
      >
        <AuctionDays days={summary.auctionDays} />
      </Card>
    </Grid>
  );
}

export default function DashboardPage({ pageId }: PageProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: pageTitleId(pageId) });
  useDocumentTitle(title);
  const query = useQuery(dashboardQuery());
  return (
    <section>
      <PageHeading>{title}</PageHeading>
      {query.data ? (
        query.data.role === 'manager' ? (
          <ManagerCards summary={query.data} />
        ) : (
          <ClientCards summary={query.data} />
        )
      ) : query.isError ? (
        <LoadError message="dashboard.loadFailed" onRetry={() => void query.refetch()} />
      ) : (
        <PageSpinner />
      )}
    </section>
  );
}
