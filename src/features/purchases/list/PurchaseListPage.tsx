// The purchases list (seed 001 §2): filters (search, purchase dates, status), the purchases as a table
// (cards on phones), sortable, in pages; each opens its purchase.
import { Button } from '@fluentui/react-button';
import { Dropdown, Option } from '@fluentui/react-combobox';
import { Field } from '@fluentui/react-field';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { PURCHASE_PAGE_SIZES, PURCHASE_SORT_FIELDS } from '../../../../schemas/api/purchases';
import { purchaseListQuery } from '../../../api/purchases';
import { DateField, FilterBar, SearchField } from '../../../engine/records/RecordFilters';
import { RecordFooter } from '../../../engine/records/RecordFooter';
import { useRecordParams } from '../../../engine/records/use-record-params';
import { pageTitleId } from '../../../i18n/messages';
import { PHONE_QUERY } from '../../../ui/breakpoints';
import { LoadError } from '../../../ui/LoadError';
import { PageHeading } from '../../../ui/PageHeading';
import { PageSpinner } from '../../../ui/Spinners';
import { purchaseStatusMessageId } from '../../../ui/purchase-status';
import { token } from '../../../ui/theme';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useMediaQuery } from '../../../ui/use-media-query';
import type { PurchaseSortField } from './purchase-columns';
import { PurchaseCards } from './PurchaseCards';
import { PurchaseTable } from './PurchaseTable';

const FILTER_KEYS = ['search', 'dateFrom', 'dateTo', 'status', 'sort', 'order'] as const;
interface PurchaseSort {
  field: PurchaseSortField;
  order: 'ASC' | 'DESC';
}

const DEFAULT_SORT: PurchaseSort = { field: 'purchaseDate', order: 'DESC' };
/** Processing (null) is code 0 in the URL and the API query. */
const STATUS_CODES = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;

const Notice = styled.div`
  display: grid;
  justify-items: center;
  gap: ${token('spacingVerticalM')};
  padding: ${token('spacingVerticalXXL')} 0;
  color: ${token('colorNeutralForeground2')};
  text-align: center;
`;

const statusesOf = (text: string | undefined): number[] =>
  (text ?? '').split(',').filter((code) => /^[0-8]$/.test(code)).map(Number);

function sortOf(field: string | undefined, order: string | undefined): PurchaseSort {
  const known = (PURCHASE_SORT_FIELDS as readonly string[]).includes(field ?? '');
  return known ? { field: field as PurchaseSortField, order: order === 'ASC' ? 'ASC' : 'DESC' } : DEFAULT_SORT;
}

export function PurchaseListPage({ pageId }: { pageId: string }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: pageTitleId(pageId) });
  useDocumentTitle(title);
  const phone = useMediaQuery(PHONE_QUERY);
  const control = useRecordParams('purchases', FILTER_KEYS, PURCHASE_PAGE_SIZES);
  const { filters, page, pageSize } = control.params;
  const statuses = statusesOf(filters.status);
  const sort = sortOf(filters.sort, filters.order);
  const query = useQuery(
    purchaseListQuery({ search: filters.search, dateFrom: filters.dateFrom, dateTo: filters.dateTo, status: statuses, sort: sort.field, order: sort.order, page, pageSize }),
  );
  const counters = new Map(query.data?.statusList.map((option) => [option.value, option.counter]));
  const statusLabel = (code: number) => intl.formatMessage({ id: purchaseStatusMessageId(code) });
  const filtered = Object.keys(filters).some((key) => key !== 'sort' && key !== 'order');

  const changeSort = (field: string) => {
    const order = sort.field === field && sort.order === 'DESC' ? 'ASC' : 'DESC';
    control.setFilters({ sort: field, order });
  };

  const data = query.data;
  return (
    <section>
      <PageHeading>{title}</PageHeading>
      <FilterBar>
        <SearchField label="purchases.filter.search" value={filters.search ?? ''} onChange={(search) => control.setFilters({ search })} />
        <DateField label="purchases.filter.dateFrom" value={filters.dateFrom ?? ''} max={filters.dateTo} onChange={(dateFrom) => control.setFilters({ dateFrom })} />
        <DateField label="purchases.filter.dateTo" value={filters.dateTo ?? ''} min={filters.dateFrom} onChange={(dateTo) => control.setFilters({ dateTo })} />
        <Field label={intl.formatMessage({ id: 'purchases.filter.status' })}>
          <Dropdown
            multiselect
            placeholder={intl.formatMessage({ id: 'purchases.filter.anyStatus' })}
            value={statuses.map(statusLabel).join(', ')}
            selectedOptions={statuses.map(String)}
            onOptionSelect={(_event, { selectedOptions }) => control.setFilters({ status: selectedOptions.join(',') })}
          >
            {STATUS_CODES.map((code) => (
              <Option key={code} value={String(code)} text={statusLabel(code)}>
                {intl.formatMessage({ id: 'purchases.filter.statusOption' }, { status: statusLabel(code), count: counters.get(code) ?? 0 })}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </FilterBar>
      {data ? (
        data.carsList.length === 0 ? (
          <Notice>
            <p>{intl.formatMessage({ id: filtered ? 'purchases.list.noMatch' : 'purchases.list.empty' })}</p>
            {filtered && (
              <Button onClick={() => control.setFilters({ search: '', dateFrom: '', dateTo: '', status: '' })}>
                {intl.formatMessage({ id: 'purchases.filter.reset' })}
              </Button>
            )}
          </Notice>
        ) : (
          <>
            {phone ? (
              <PurchaseCards rows={data.carsList} busy={query.isPlaceholderData} />
            ) : (
              <PurchaseTable rows={data.carsList} sort={sort} busy={query.isPlaceholderData} onSort={changeSort} />
            )}
            <RecordFooter listId="purchases" control={control} total={data.pageInfo.totalSearchResults} pageSizes={PURCHASE_PAGE_SIZES} />
          </>
        )
      ) : query.isError ? (
        <Notice>
          <LoadError message="purchases.list.loadFailed" onRetry={() => void query.refetch()} />
        </Notice>
      ) : (
        <PageSpinner />
      )}
    </section>
  );
}
