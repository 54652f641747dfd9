// The detail section registry: every section kind of the page-type schemas mapped to its component,
// like the filter and column registries. An unknown kind throws with the schema fragment that asked for it.
// The features that draw sections register them; the app puts them together (src/app/detail-sections.ts).
import type { SectionKind } from '../../../schemas/meta/page-type.schema';
import { createRegistry } from '../registry';
import type { SectionComponent } from './section-props';

export const sectionRegistry = createRegistry<SectionKind, SectionComponent>('detail section');
