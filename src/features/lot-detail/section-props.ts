import type { ComponentType } from 'react';
import type { PageTypeSchema } from '../../../schemas/meta/page-type.schema';
import type { LotView } from './lot-view';

/** What every detail section gets: its page type and the lot. Share pages pass a read-only lot. */
export interface SectionProps {
  schema: PageTypeSchema;
  lot: LotView;
}

export type SectionComponent = ComponentType<SectionProps>;
