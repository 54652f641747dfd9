// GET /dashboard/summary: the first screen's figures for the caller's role.
import { queryOptions } from '@tanstack/react-query';
import type { DashboardResponse } from '../../schemas/api/dashboard';
import { api } from './client';
import { DASHBOARD_SUMMARY_KEY } from './session';

export const dashboardQuery = () =>
  queryOptions({
    queryKey: DASHBOARD_SUMMARY_KEY,
    queryFn: async ({ signal }) => (await api.get<DashboardResponse>('/dashboard/summary', { signal })).summary,
  });
