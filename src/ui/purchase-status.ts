// Purchase status codes (seed 001 §4) as the purchases, payments and dashboard screens show them:
// null is Processing; 1–5 walk the shipping path; 6–8 end it early.
import { purchaseStatusMessageId as purchaseStatusKey } from '../../shared/list/status-messages';
import type { MessageId } from '../i18n/messages';

export type PurchaseStatus = number | null;

/** The translated name's message id; codes outside 1–8 read as Processing. */
export const purchaseStatusMessageId = (status: PurchaseStatus): MessageId => purchaseStatusKey(status) as MessageId;

/** Badge colour: delivered is done, cancellations and resale are warnings, the rest under way. */
export function purchaseStatusColor(status: PurchaseStatus): 'success' | 'danger' | 'warning' | 'informative' {
  if (status === 5) return 'success';
  if (status === 6 || status === 7) return 'danger';
  if (status === 8) return 'warning';
  return 'informative';
}
