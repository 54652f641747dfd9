// The payments list (docs/api.md "Purchases, payments and dashboard"): records, running balance, totals.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PaymentListResponse } from '../../schemas/api/payments';
import { api } from './client';

/** The one place payment query keys are made. */
const paymentKeys = {
  all: ['payments'] as const,
  list: (query: PaymentListQueryParams) => [...paymentKeys.all, 'list', query] as const,
};

/** The list's query as the payments table page sends it (schemas/tables/payments.json). */
export type PaymentListQueryParams = Readonly<Record<string, string>>;

export const paymentListQuery = (query: PaymentListQueryParams) =>
  queryOptions({
    queryKey: paymentKeys.list(query),
    queryFn: ({ signal }) => api.get<PaymentListResponse>('/payments/list', { query, signal }),
    placeholderData: keepPreviousData,
  });
