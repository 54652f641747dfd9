// The comparison of lots (issue #20), the detail sections registered first: a section kind the
// comparison does not tabulate is drawn as the lot page draws it.
import '../detail-sections';

export { default } from '../../features/compare/ComparePage';
