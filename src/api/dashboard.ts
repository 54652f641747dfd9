// GET /dashboard/summary: the first screen's figures for the caller's role.
import { queryOptions } from '@tanstack/react-query';
import type { DashboardResponse } from '../../schemas/api/dashboard';
import { api } from './client';

const dashboardKeys = { summary: ['dashboard', 'summary'] as const };

export const dashboardQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.summary,
    queryFn: async ({ signal }) => (await api.get<DashboardResponse>('/dashboard/summary', { signal })).summary,
  });
