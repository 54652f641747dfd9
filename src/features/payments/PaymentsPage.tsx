// Payments (seed 001 §2): filters (free search, dates, type), the totals and the add-funds dialog shared
// with /balance, the records and their pages. Opening the type dropdown hides the totals section after
// 400 ms and closing it shows the section again after 400 ms (seed 001 §2, §9), so on a phone the open
// list is not pushed below the fold.
import { Button } from '@fluentui/react-button';
import { Dropdown, Option } from '@fluentui/react-combobox';
import { Field } from '@fluentui/react-field';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { PAYMENT_PAGE_SIZES, PAYMENT_TYPES, type PaymentListResponse, type PaymentType } from '../../../schemas/api/payments';
import { paymentListQuery } from '../../api/payments';
import { DateField, FilterBar, SearchField } from '../../engine/records/RecordFilters';
import { RecordFooter } from '../../engine/records/RecordFooter';
import { useRecordParams } from '../../engine/records/use-record-params';
import { Money } from '../../engine/views/values';
import { pageTitleId, type MessageId } from '../../i18n/messages';
import { LoadError } from '../../ui/LoadError';
import type { PageProps } from '../../ui/page-props';
import { PageHeading } from '../../ui/PageHeading';
import { PageSpinner } from '../../ui/Spinners';
import { token } from '../../ui/theme';
import { useDocumentTitle } from '../../ui/use-document-title';
import { AddFundsDialog } from '../profile/balance/AddFundsDialog';
import { PaymentsTable } from './PaymentsTable';

const PAYMENTS_DROPDOWN_TOGGLE_MS = 400;
const FILTER_KEYS = ['search', 'dateFrom', 'dateTo', 'type'] as const;
const ALL = 'all';

const TYPE_LABELS: Record<PaymentType | typeof ALL, MessageId> = {
  all: 'payments.type.all',
  remittance: 'payments.type.remittances',
  purchase: 'payments.type.carPurchase',
};

const Totals = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('spacingVerticalM')} ${token('spacingHorizontalXXL')};
  margin-bottom: ${token('spacingVerticalL')};
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

const Notice = styled.p`
  padding: ${token('spacingVerticalXXL')} 0;
  text-align: center;
  color: ${token('colorNeutralForeground2')};
`;

const isPaymentType = (value: string | undefined): value is PaymentType => (PAYMENT_TYPES as readonly string[]).includes(value ?? '');
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
      <Button appearance="primary" onClick={onAddFunds}>
        {intl.formatMessage({ id: 'account.balance.addFunds' })}
      </Button>
    </Totals>
  );
}

export default function PaymentsPage({ pageId }: PageProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: pageTitleId(pageId) });
  useDocumentTitle(title);
  const control = useRecordParams('payments', FILTER_KEYS, PAYMENT_PAGE_SIZES);
  const { filters, page, pageSize } = control.params;
  const type = isPaymentType(filters.type) ? filters.type : undefined;
  const query = useQuery(paymentListQuery({ search: filters.search, dateFrom: filters.dateFrom, dateTo: filters.dateTo, type, page, pageSize }));
  const [addingFunds, setAddingFunds] = useState(false);
  const [typeOpen, setTypeOpen] = useState(false);
  const [totalsShown, setTotalsShown] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setTotalsShown(!typeOpen), PAYMENTS_DROPDOWN_TOGGLE_MS);
    return () => clearTimeout(timer);
  }, [typeOpen]);

  const data = query.data;
  return (
    <section>
      <PageHeading>{title}</PageHeading>
      <FilterBar>
        <SearchField label="payments.filter.search" value={filters.search ?? ''} onChange={(search) => control.setFilters({ search })} />
        <DateField label="payments.filter.dateFrom" value={filters.dateFrom ?? ''} max={filters.dateTo} onChange={(dateFrom) => control.setFilters({ dateFrom })} />
        <DateField label="payments.filter.dateTo" value={filters.dateTo ?? ''} min={filters.dateFrom} onChange={(dateTo) => control.setFilters({ dateTo })} />
        <Field label={intl.formatMessage({ id: 'payments.filter.type' })}>
          <Dropdown
            value={intl.formatMessage({ id: TYPE_LABELS[type ?? ALL] })}
            selectedOptions={[type ?? ALL]}
            onOpenChange={(_event, { open }) => setTypeOpen(open)}
            onOptionSelect={(_event, { optionValue }) => control.setFilters({ type: optionValue === ALL ? '' : optionValue })}
          >
            {([ALL, ...PAYMENT_TYPES] as const).map((value) => (
              <Option key={value} value={value}>
                {intl.formatMessage({ id: TYPE_LABELS[value] })}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </FilterBar>
      {totalsShown && <TotalsSection data={data} onAddFunds={() => setAddingFunds(true)} />}
      {data ? (
        data.records.length === 0 ? (
          <Notice>{intl.formatMessage({ id: 'payments.empty' })}</Notice>
        ) : (
          <>
            <PaymentsTable records={data.records} busy={query.isPlaceholderData} />
            <RecordFooter listId="payments" control={control} total={data.pageInfo.totalSearchResults} pageSizes={PAYMENT_PAGE_SIZES} />
          </>
        )
      ) : query.isError ? (
        <LoadError message="payments.loadFailed" onRetry={() => void query.refetch()} />
      ) : (
        <PageSpinner />
      )}
      <AddFundsDialog open={addingFunds} onOpenChange={setAddingFunds} />
    </section>
  );
}
