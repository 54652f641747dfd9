// The list answers the portal checks, by the name of their precompiled validator (a module of
// src/engine/generated, written by build/list-validators.ts).
export type ListAnswerName =
  'carListingResponse' | 'bikeListingResponse' | 'mechListingResponse' | 'bidListResponse' | 'purchaseListResponse' | 'paymentListResponse';

/** The answer of each listing list key. */
export const LISTING_ANSWERS: Readonly<Record<string, ListAnswerName>> = {
  carsList: 'carListingResponse',
  bikeList: 'bikeListingResponse',
  mechList: 'mechListingResponse',
};
