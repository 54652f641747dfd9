// The brand's info pages, served by the portal (not the v1 API) at /content/<page>.json
// (config/content-schema.ts): both languages in one answer, so a language switch needs no new call.
import { queryOptions } from '@tanstack/react-query';
import type { ContentPageFile } from '../../config/content-schema';
import { ApiError } from './client';

const contentKeys = { page: (page: string) => ['content', page] as const };

export const contentPageQuery = (page: string) =>
  queryOptions({
    queryKey: contentKeys.page(page),
    queryFn: async ({ signal }): Promise<ContentPageFile> => {
      const response = await fetch(`/content/${encodeURIComponent(page)}.json`, { signal, headers: { Accept: 'application/json' } });
      if (!response.ok) throw new ApiError(response.status, undefined);
      return (await response.json()) as ContentPageFile;
    },
    staleTime: Infinity,
  });
