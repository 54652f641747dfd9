import type { ComponentType } from 'react';
import type { ShareLotBody } from '../../../schemas/api/lot-detail';
import type { PageTypeSchema } from '../../../schemas/meta/page-type.schema';
import type { LotView } from './lot-view';

/** What every detail section gets: its page type and the lot. Share pages pass a read-only lot. */
export interface SectionProps {
  schema: PageTypeSchema;
  lot: LotView;
  /** on a share page: the lot's key (page type, id, code), which the visitor's calls carry */
  shared?: ShareLotBody;
}

export type SectionComponent = ComponentType<SectionProps>;
