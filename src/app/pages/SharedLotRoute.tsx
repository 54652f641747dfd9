// A shared lot's page behind its access code (seed 001 §2 "Shared lot page"), its sections registered first.
import '../detail-sections';

export { default } from '../../features/share/SharePage';
