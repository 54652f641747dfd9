// The detail section registry: every section kind of the page-type schemas mapped to its component,
// like the filter and column registries. An unknown kind throws with the schema fragment that asked for it.
import type { SectionKind } from '../../../schemas/meta/page-type.schema';
import { createRegistry } from '../../engine/registry';
import type { SectionComponent } from './section-props';
import { BidPanelSection } from './sections/BidPanelSection';
import { ConditionReportSection } from './sections/ConditionReportSection';
import { SpecificationSection, VehicleInfoSection } from './sections/FactsSection';
import { GallerySection } from './sections/gallery/GallerySection';
import { LotInfoSection } from './sections/LotInfoSection';
import { ManagerNoteSection } from './sections/ManagerNoteSection';
import { ProductionMonthSection } from './sections/ProductionMonthSection';
import { ShareSection } from './sections/share/ShareSection';
import { AuctionSheetSection } from './sections/sheet/AuctionSheetSection';

const sections: Record<SectionKind, SectionComponent> = {
  gallery: GallerySection,
  lotInfo: LotInfoSection,
  vehicleInfo: VehicleInfoSection,
  specification: SpecificationSection,
  auctionSheet: AuctionSheetSection,
  conditionReport: ConditionReportSection,
  managerNote: ManagerNoteSection,
  productionMonth: ProductionMonthSection,
  share: ShareSection,
  bidPanel: BidPanelSection,
};

export const sectionRegistry = createRegistry<SectionKind, SectionComponent>('detail section');
Object.entries(sections).forEach(([kind, component]) => sectionRegistry.register(kind as SectionKind, component));
