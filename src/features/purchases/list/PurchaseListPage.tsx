// The purchases list (seed 001 §2): the table page of schemas/tables/purchases.json — a free search,
// the purchase dates, the status (Processing and codes 1–8, translated, with the caller's count in
// each), the purchases as a table (cards on phones), sortable, in pages; each opens its purchase.
import { useIntl } from 'react-intl';
import { PROCESSING_STATUS_CODE, PURCHASE_STATUSES } from '../../../../schemas/api/purchases';
import type { TablePageSchema } from '../../../../schemas/meta/table-page.schema';
import purchasesTable from '../../../../schemas/tables/purchases.json';
import { purchaseListQuery } from '../../../api/purchases';
import type { TableOptions } from '../../../engine/table/TableFilters';
import { TablePage, TablePageFrame, type TableOptionsContext } from '../../../engine/table/TablePage';
import { pageTitleId } from '../../../i18n/messages';
import { PageHeading } from '../../../ui/PageHeading';
import { purchaseStatusMessageId } from '../../../ui/purchase-status';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { PurchaseCards } from './PurchaseCards';
import { purchaseRowFamily } from './purchase-cells';

// JSON imports widen literal kinds to string; the validation at build and server start guarantees the type.
const PURCHASES_TABLE = purchasesTable as unknown as TablePageSchema;

/** Processing (null) is code 0 in the URL and the API query. */
const STATUS_CODES = [PROCESSING_STATUS_CODE, ...PURCHASE_STATUSES] as const;

/** The status filter's options: every code, translated, with its count from the list's statusList. */
function useStatusOptions({ counters }: TableOptionsContext): TableOptions {
  const intl = useIntl();
  const counts = new Map(counters?.map((counter) => [counter.status, counter.count]));
  return {
    status: STATUS_CODES.map((code) => ({
      value: String(code),
      label: intl.formatMessage({ id: purchaseStatusMessageId(code) }),
      counter: counts.get(String(code)),
    })),
  };
}

export function PurchaseListPage({ pageId }: { pageId: string }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: pageTitleId(pageId) });
  useDocumentTitle(title);
  return (
    <TablePageFrame>
      <PageHeading>{title}</PageHeading>
      <TablePage
        page={PURCHASES_TABLE}
        family={purchaseRowFamily}
        label={intl.formatMessage({ id: 'purchases.list.table' })}
        listQuery={purchaseListQuery}
        listCheck="purchaseListResponse"
        useOptions={useStatusOptions}
        Cards={PurchaseCards}
        texts={{ error: 'purchases.list.loadFailed', empty: 'purchases.list.noMatch', none: 'purchases.list.empty' }}
      />
    </TablePageFrame>
  );
}
