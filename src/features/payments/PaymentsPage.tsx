// Payments (seed 001 §2): the table page of schemas/tables/payments.json — free search, dates and the
// type (All / Remittances / Car Purchase: no type is All), the records and their pages — with the totals
// and the add-funds dialog shared with /balance above the table. Opening the type dropdown hides the
// totals section after 400 ms and closing it shows the section again after 400 ms (seed 001 §2, §9), so
// on a phone the open list is not pushed below the fold.
import { Button } from '@fluentui/react-button';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { PAYMENT_TYPES, type PaymentListResponse, type PaymentType } from '../../../schemas/api/payments';
import type { TablePageSchema } from '../../../schemas/meta/table-page.schema';
import paymentsTable from '../../../schemas/tables/payments.json';
import { paymentListQuery } from '../../api/payments';
import type { TableOptions } from '../../engine/table/TableFilters';
import { TablePage, TablePageFrame } from '../../engine/table/TablePage';
import { Money } from '../../engine/views/values';
import { pageTitleId, type MessageId } from '../../i18n/messages';
import type { PageProps } from '../../ui/page-props';
import { PageHeading } from '../../ui/PageHeading';
import { token } from '../../ui/theme';
import { useDocumentTitle } from '../../ui/use-document-title';
import { AddFundsDialog } from '../../ui/AddFundsDialog';
import { RESTORE_FOCUS_TARGET } from '../../ui/restore-focus';
import { PaymentCards } from './PaymentCards';
import { paymentRowFamily } from './payment-cells';

// JSON imports widen literal kinds to string; the validation at build and server start guarantees the type.
const PAYMENTS_TABLE = paymentsTable as unknown as TablePageSchema;

const PAYMENTS_DROPDOWN_TOGGLE_MS = 400;
/** The schema filter whose list moves the totals. */
const TYPE_FILTER = 'type';

const TYPE_LABELS: Record<PaymentType, MessageId> = {
  remittance: 'payments.type.remittances',
  purchase: 'payments.type.carPurchase',
};

/** The type filter's options, translated. */
function useTypeOptions(): TableOptions {
  const intl = useIntl();
  return { type: PAYMENT_TYPES.map((value) => ({ value, label: intl.formatMessage({ id: TYPE_LABELS[value] }) })) };
}

const Totals = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('spacingVerticalM')} ${token('spacingHorizontalXXL')};
  padding: ${token('spacingVerticalM')} ${token('spacingHorizontalL')};
  border-radius: ${token('borderRadiusLarge')};
  background: ${token('colorNeutralBackground1')};
  box-shadow: ${token('shadow2')};
  font-family: ${token('fontFamilyBase')};
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: ${token('spacingHorizontalXXL')};
    margin: 0;
  }
  dt {
    color: ${token('colorNeutralForeground3')};
  }
  dd {
    margin: 0;
    font-size: ${token('fontSizeBase500')};
    font-weight: ${token('fontWeightSemibold')};
  }
`;

const amountOf = (text: string | null) => (text === null ? null : Number(text));

function TotalsSection({ data, onAddFunds }: { data: PaymentListResponse | undefined; onAddFunds(): void }) {
  const intl = useIntl();
  const totals: Array<[MessageId, string | null | undefined]> = [
    ['payments.totals.balance', data?.totalBalance],
    ['payments.totals.received', data?.totalReceived],
    ['payments.totals.spent', data?.totalSpent],
  ];
  return (
    <Totals aria-label={intl.formatMessage({ id: 'payments.totals.label' })}>
      <dl>
        {totals.map(([label, value]) => (
          <div key={label}>
            <dt>{intl.formatMessage({ id: label })}</dt>
            <dd>
              <Money value={amountOf(value ?? null)} />
            </dd>
          </div>
        ))}
      </dl>
      <Button appearance="primary" onClick={onAddFunds} {...RESTORE_FOCUS_TARGET}>
        {intl.formatMessage({ id: 'account.balance.addFunds' })}
      </Button>
    </Totals>
  );
}

export default function PaymentsPage({ pageId }: PageProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: pageTitleId(pageId) });
  useDocumentTitle(title);
  const [addingFunds, setAddingFunds] = useState(false);
  const [typeOpen, setTypeOpen] = useState(false);
  const [totalsShown, setTotalsShown] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setTotalsShown(!typeOpen), PAYMENTS_DROPDOWN_TOGGLE_MS);
    return () => clearTimeout(timer);
  }, [typeOpen]);

  return (
    <TablePageFrame>
      <PageHeading>{title}</PageHeading>
      <TablePage
        page={PAYMENTS_TABLE}
        family={paymentRowFamily}
        label={intl.formatMessage({ id: 'payments.table' })}
        listQuery={paymentListQuery}
        listCheck="paymentListResponse"
        useOptions={useTypeOptions}
        Cards={PaymentCards}
        onFilterOpenChange={(filterId, open) => filterId === TYPE_FILTER && setTypeOpen(open)}
        renderAbove={(data) => totalsShown && <TotalsSection data={data} onAddFunds={() => setAddingFunds(true)} />}
        texts={{ error: 'payments.loadFailed', empty: 'payments.empty', none: 'payments.none' }}
      />
      <AddFundsDialog open={addingFunds} onOpenChange={setAddingFunds} />
    </TablePageFrame>
  );
}
