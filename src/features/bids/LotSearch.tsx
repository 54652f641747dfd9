// Lot-number search of a bid table (seed 000 §2, §5, §9): comma-separated numbers, settled after 700 ms,
// narrow the table (back to page 1); the viewer's bids on those lots are listed below (at most 150 px
// high, 'Empty' when none), each a link to its lot's page in a new tab like the table's lot links; an
// empty box clears the search.
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { bidLotSearchQuery } from '../../api/bids';
import { useDebouncedCallback } from '../../engine/filters/use-debounced-callback';
import { useSyncedState } from '../../engine/filters/use-synced-state';
import type { LotSearchHit } from '../../../schemas/api/bids';
import type { MessageId } from '../../i18n/messages';
import { token } from '../../ui/theme';
import { useBidLotHref } from './cells/lot-route';
import type { BidTableVariant } from '../../api/bid-table-variants';

/** Seed 000 §9: lot search settles after 700 ms. */
const LOT_SEARCH_DELAY_MS = 700;

const Wrap = styled.div`
  position: relative;
  max-width: 360px;
`;

const Hits = styled.ul`
  max-height: 150px;
  overflow-y: auto;
  margin: ${token('spacingVerticalXS')} 0 0;
  padding: ${token('spacingVerticalXS')} ${token('spacingHorizontalS')};
  list-style: none;
  border: ${token('strokeWidthThin')} solid ${token('colorNeutralStroke2')};
  border-radius: ${token('borderRadiusMedium')};
  background: ${token('colorNeutralBackground1')};
  font-size: ${token('fontSizeBase200')};
`;

const HitLink = styled.a`
  color: ${token('colorBrandForegroundLink')};
  &:focus-visible {
    outline: ${token('strokeWidthThick')} solid ${token('colorStrokeFocus2')};
  }
`;

/** One bid found: a link to its lot's page, or plain text when its page type has no detail page (or is disabled). */
function Hit({ hit }: { hit: LotSearchHit }) {
  const intl = useIntl();
  const text = intl.formatMessage({ id: 'bidTable.search.hit' }, { lotNo: hit.lotNo, auction: hit.auctionName });
  const href = useBidLotHref()(hit.lotType, hit.id, hit.archived);
  if (!href) return <>{text}</>;
  return (
    <HitLink
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={intl.formatMessage({ id: 'bidTable.search.open' }, { lotNo: hit.lotNo, auction: hit.auctionName })}
    >
      {text}
    </HitLink>
  );
}

const onlyLotNumbers = (text: string): string => text.replace(/[^0-9,\s]/g, '');

export interface LotSearchProps {
  variant: BidTableVariant;
  label: string;
  value: string;
  onSearch(text: string): void;
}

export function LotSearch({ variant, label, value, onSearch }: LotSearchProps) {
  const intl = useIntl();
  const [text, setText] = useSyncedState(value);
  const [settled, setSettled] = useState(value);
  const search = useDebouncedCallback((typed: string) => {
    setSettled(typed.trim());
    onSearch(typed);
  }, LOT_SEARCH_DELAY_MS);
  const hits = useQuery(bidLotSearchQuery(variant, settled));
  return (
    <Wrap>
      <Field label={intl.formatMessage({ id: label as MessageId })}>
        <Input
          type="search"
          inputMode="numeric"
          value={text}
          placeholder={intl.formatMessage({ id: 'bidTable.search.placeholder' })}
          onChange={(_, data) => {
            const typed = onlyLotNumbers(data.value);
            setText(typed);
            search.schedule(typed);
          }}
        />
      </Field>
      {settled !== '' && hits.data && (
        <Hits aria-label={intl.formatMessage({ id: 'bidTable.search.hits' })}>
          {hits.data.cars.length === 0 ? (
            <li>{intl.formatMessage({ id: 'bidTable.search.empty' })}</li>
          ) : (
            hits.data.cars.map((hit) => (
              <li key={hit.bidId}>
                <Hit hit={hit} />
              </li>
            ))
          )}
        </Hits>
      )}
    </Wrap>
  );
}
