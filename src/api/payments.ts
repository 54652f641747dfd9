// The payments list (docs/api.md "Purchases, payments and dashboard"): records, running balance, totals.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PaymentFilters, PaymentListResponse } from '../../schemas/api/payments';
import { api } from './client';

/** The one place payment query keys are made. */
export const paymentKeys = {
  all: ['payments'] as const,
  list: (params: PaymentFilters) => [...paymentKeys.all, 'list', params] as const,
};

export const paymentListQuery = (params: PaymentFilters) =>
  queryOptions({
    queryKey: paymentKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<PaymentListResponse>('/payments/list', { query: { ...params, page: params.page > 1 ? params.page : undefined }, signal }),
    placeholderData: keepPreviousData,
  });
