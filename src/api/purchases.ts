// Purchases (docs/api.md "Purchases, payments and dashboard"): the list, one purchase, and its
// documents (uploaded through the client's api.upload, for its progress).
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentUploadResponse, PurchaseDetailResponse, PurchaseDocument, PurchaseListResponse } from '../../schemas/api/purchases';
import { API_BASE, api } from './client';

/** The list's query as the purchases table page sends it (schemas/tables/purchases.json). */
export type PurchaseListQueryParams = Readonly<Record<string, string>>;

/** The one place purchase query keys are made. */
export const purchaseKeys = {
  all: ['purchases'] as const,
  list: (query: PurchaseListQueryParams) => [...purchaseKeys.all, 'list', query] as const,
  detail: (id: string) => [...purchaseKeys.all, 'detail', id] as const,
};

export const purchaseListQuery = (query: PurchaseListQueryParams) =>
  queryOptions({
    queryKey: purchaseKeys.list(query),
    queryFn: ({ signal }) => api.get<PurchaseListResponse>('/purchased-cars/list', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const purchaseDetailQuery = (id: string) =>
  queryOptions({
    queryKey: purchaseKeys.detail(id),
    queryFn: async ({ signal }) => (await api.get<PurchaseDetailResponse>('/purchased-cars/view', { query: { id }, signal })).detail,
  });

/** The download address of a document (its path is relative to the API). */
export const documentUrl = (doc: PurchaseDocument): string => `${API_BASE}${doc.path}`;

/** Sends a file as the request body; onProgress gets the share sent, 0 to 1. */
export const uploadDocument = async (purchaseId: string, file: File, onProgress: (share: number) => void): Promise<PurchaseDocument> =>
  (
    await api.upload<DocumentUploadResponse>('/purchased-cars/document', {
      query: { id: purchaseId, name: file.name },
      body: file,
      onProgress,
    })
  ).document;

const deleteDocument = (doc: PurchaseDocument) => api.delete<unknown>(doc.path);

/** Removes a document and reads the purchase again. */
export function useDeleteDocument(purchaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: purchaseKeys.detail(purchaseId) }),
  });
}
