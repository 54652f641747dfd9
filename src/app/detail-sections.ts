// The lot page's sections, put together from the features that draw them (features do not import each
// other): lot-detail's own and the bidding feature's bid panel. Imported by the pages that show a lot.
import type { SectionKind } from '../../schemas/meta/page-type.schema';
import { sectionRegistry } from '../engine/detail/section-registry';
import { BidPanelSection } from '../features/bidding/BidPanelSection';
import { lotDetailSections } from '../features/lot-detail/lot-detail-sections';

for (const [kind, component] of Object.entries({ ...lotDetailSections, bidPanel: BidPanelSection })) {
  sectionRegistry.register(kind as SectionKind, component);
}
