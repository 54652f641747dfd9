// A lot's page (seed 001 §2 "Lot detail screen"), its sections registered first.
import '../detail-sections';

export { default } from '../../features/lot-detail/LotDetailPage';
