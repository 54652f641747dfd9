// The section kinds this feature draws; the bid panel is the bidding feature's.
import type { SectionKind } from '../../../schemas/meta/page-type.schema';
import type { SectionComponent } from '../../engine/detail/section-props';
import { ConditionReportSection } from './sections/ConditionReportSection';
import { SpecificationSection, VehicleInfoSection } from './sections/FactsSection';
import { GallerySection } from './sections/gallery/GallerySection';
import { LotInfoSection } from './sections/LotInfoSection';
import { VehicleHistorySection } from './sections/history/VehicleHistorySection';
import { ManagerNoteSection } from './sections/ManagerNoteSection';
import { PriceGuideSection } from './sections/price-guide/PriceGuideSection';
import { ProductionMonthSection } from './sections/ProductionMonthSection';
import { ShareSection } from './sections/share/ShareSection';
import { AuctionSheetSection } from './sections/sheet/AuctionSheetSection';

export const lotDetailSections: Readonly<Record<Exclude<SectionKind, 'bidPanel'>, SectionComponent>> = {
  gallery: GallerySection,
  lotInfo: LotInfoSection,
  vehicleInfo: VehicleInfoSection,
  specification: SpecificationSection,
  auctionSheet: AuctionSheetSection,
  conditionReport: ConditionReportSection,
  managerNote: ManagerNoteSection,
  productionMonth: ProductionMonthSection,
  share: ShareSection,
  priceGuide: PriceGuideSection,
  vehicleHistory: VehicleHistorySection,
};
