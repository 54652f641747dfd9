// Desktop paging (seed 000 §9, seed 001 §4): page numbers with one sibling and one boundary page and
// ellipses, then '1–20 of 1 234' with a back-to-top action. Hidden when the total is unknown (-1) or
// one page holds it all.
import { Button } from '@fluentui/react-button';
import { ArrowUp20Regular, ChevronLeft20Regular, ChevronRight20Regular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { token } from '../../ui/theme';
import { setPage, type ListState } from '../../../shared/list/list-params';
import { groupDigits } from '../views/format';
import { isPaginationHidden, pageCountOf, paginationItems } from './page-numbers';
import { scrollToTop } from './scroll-to-top';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('spacingHorizontalM')};
  margin-top: ${token('spacingVerticalL')};
`;

const Pages = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('spacingHorizontalXXS')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Fluent's 96 px minimum made each page number a wide button. */
const PageButton = styled(Button)`
  && {
    min-width: 32px;
  }
`;

const Ellipsis = styled.span`
  padding: 0 ${token('spacingHorizontalS')};
  color: ${token('colorNeutralForeground3')};
`;

const Info = styled.div`
  display: flex;
  align-items: center;
  gap: ${token('spacingHorizontalS')};
  color: ${token('colorNeutralForeground2')};
`;

export interface PaginationProps {
  state: ListState;
  total: number;
  onChange(next: ListState): void;
  /** the second bar of a page (below its list) has a name of its own: two landmarks may not share one */
  below?: boolean;
}

export function Pagination({ state, total, onChange, below = false }: PaginationProps) {
  const intl = useIntl();
  if (isPaginationHidden(total, state.pageSize)) return null;
  const count = pageCountOf(total, state.pageSize);
  const page = Math.min(state.page, count);
  const go = (to: number) => {
    onChange(setPage(state, to));
    scrollToTop();
  };
  const first = (page - 1) * state.pageSize + 1;
  const last = Math.min(page * state.pageSize, total);
  return (
    <Bar>
      <nav aria-label={intl.formatMessage({ id: below ? 'listing.pagination.labelBelow' : 'listing.pagination.label' })}>
        <Pages>
          <li>
            <Button
              appearance="subtle"
              icon={<ChevronLeft20Regular />}
              aria-label={intl.formatMessage({ id: 'listing.pagination.previous' })}
              disabled={page <= 1}
              onClick={() => go(page - 1)}
            />
          </li>
          {paginationItems(page, count).map((item) => (
            <li key={item}>
              {typeof item === 'number' ? (
                <PageButton
                  appearance={item === page ? 'primary' : 'subtle'}
                  aria-current={item === page ? 'page' : undefined}
                  aria-label={intl.formatMessage({ id: 'listing.pagination.page' }, { page: item })}
                  onClick={() => item !== page && go(item)}
                >
                  {item}
                </PageButton>
              ) : (
                <Ellipsis aria-hidden="true">…</Ellipsis>
              )}
            </li>
          ))}
          <li>
            <Button
              appearance="subtle"
              icon={<ChevronRight20Regular />}
              aria-label={intl.formatMessage({ id: 'listing.pagination.next' })}
              disabled={page >= count}
              onClick={() => go(page + 1)}
            />
          </li>
        </Pages>
      </nav>
      <Info>
        <span>
          {intl.formatMessage(
            { id: 'listing.pagination.info' },
            { first: groupDigits(first), last: groupDigits(last), total: groupDigits(total) },
          )}
        </span>
        <Button appearance="subtle" icon={<ArrowUp20Regular />} onClick={scrollToTop}>
          {intl.formatMessage({ id: 'listing.backToTop' })}
        </Button>
      </Info>
    </Bar>
  );
}
