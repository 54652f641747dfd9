// Purchases (seed 001 §2): the list at /purchases, one purchase at /purchases/:id and /payments/:id.
import type { PageProps } from '../../ui/page-props';
import PurchaseDetailPage from './detail/PurchaseDetailPage';
import { PurchaseListPage } from './list/PurchaseListPage';

export default function PurchasesPage(props: PageProps) {
  return props.pageId === 'purchase-detail' ? <PurchaseDetailPage {...props} /> : <PurchaseListPage {...props} />;
}
