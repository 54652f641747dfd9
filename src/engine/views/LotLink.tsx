// The link that opens a lot: its detail route in a new tab. Opening it remembers the lot as visited,
// which the link tells screen readers and the lists show as a highlight.
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import type { ListingLot } from '../../api/listing';
import { markLotVisited, visitedLotKey, visitedLots } from '../../stores/visited-lots';
import { token } from '../../ui/theme';
import { useLotList } from './lot-list-context';
import { lotDetailHref, lotTitle } from './lot';
import { VisuallyHidden as Hidden } from '../../ui/VisuallyHidden';

const Link = styled.a`
  display: block;
  position: relative;
  color: inherit;
  border-radius: ${token('borderRadiusMedium')};
  &:focus-visible {
    outline: ${token('strokeWidthThick')} solid ${token('colorStrokeFocus2')};
    outline-offset: 2px;
  }
`;

/** Whether the user opened this lot recently. */
export function useLotVisited(lotId: string): boolean {
  const { schema } = useLotList();
  return useSnapshot(visitedLots).keys.includes(visitedLotKey(schema.apiPageType, lotId));
}

export function LotLink({ lot, children }: { lot: ListingLot; children: ReactNode }) {
  const intl = useIntl();
  const { schema } = useLotList();
  const visited = useLotVisited(lot.id);
  const descriptionId = useId();
  const remember = () => markLotVisited(schema.apiPageType, lot.id);
  return (
    <Link
      href={lotDetailHref(schema, lot.id)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={intl.formatMessage({ id: 'listing.lot.open' }, { lotNo: lot.lotNo, title: lotTitle(lot) })}
      aria-describedby={visited ? descriptionId : undefined}
      onClick={remember}
      // a middle click opens a tab too
      onAuxClick={(event) => event.button === 1 && remember()}
    >
      {children}
      {visited && <Hidden id={descriptionId}>{intl.formatMessage({ id: 'listing.lot.visited' })}</Hidden>}
    </Link>
  );
}
