import { describe, expect, it } from 'vitest';
import { SECTION_KINDS } from '../../../../schemas/meta/page-type.schema';
import { kindsUsed } from '../../../../src/engine/kinds-used';
import { pageTypeSchemas } from '../../../../shared/page-types/page-type-schemas';
import '../../../../src/app/detail-sections';
import { sectionRegistry } from '../../../../src/engine/detail/section-registry';

describe('detail section registry', () => {
  it('resolves every section kind the page-type schemas use, and every kind of the meta-schema', () => {
    for (const kind of kindsUsed(pageTypeSchemas).section) expect(() => sectionRegistry.get(kind)).not.toThrow();
    expect([...sectionRegistry.kinds()].sort()).toEqual([...SECTION_KINDS].sort());
  });

  it('fails loudly with the schema fragment for an unknown kind', () => {
    expect(() => sectionRegistry.get('carousel', { kind: 'carousel' })).toThrow(
      `No detail section for kind 'carousel' in {"kind":"carousel"}`,
    );
  });
});
