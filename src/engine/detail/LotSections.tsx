// Composes a lot's detail sections from its page-type schema (seed 001 §2): on desktop the 'main'
// sections (photos, facts, sheet…) on the left and the 'side' ones sticky on the right; on phones one
// column in schema order, with phoneSheet sections opened full screen from the bottom.
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ShareLotBody } from '../../../schemas/api/lot-detail';
import type { PageTypeSchema, SectionDef } from '../../../schemas/meta/page-type.schema';
import { PHONE_QUERY } from '../../ui/breakpoints';
import { token } from '../../ui/theme';
import { useMediaQuery } from '../../ui/use-media-query';
import type { LotView } from './lot-view';
import { PhoneSheet } from './PhoneSheet';
import type { SectionProps } from './section-props';
import { sectionRegistry } from './section-registry';

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(300px, 380px);
  gap: ${token('spacingHorizontalXL')};
  align-items: start;
`;

const Column = styled.div`
  display: grid;
  gap: ${token('spacingVerticalL')};
  min-width: 0;
`;

const Side = styled(Column)`
  position: sticky;
  top: ${token('spacingVerticalL')};
`;

interface LotSectionsProps {
  schema: PageTypeSchema;
  lot: LotView;
  sections: readonly SectionDef[];
  shared?: ShareLotBody;
}

function Section({ section, ...props }: SectionProps & { section: SectionDef }) {
  const Component = sectionRegistry.get(section.kind, section);
  return <Component {...props} />;
}

export function LotSections({ schema, lot, sections, shared }: LotSectionsProps) {
  const intl = useIntl();
  const phone = useMediaQuery(PHONE_QUERY);
  const render = (section: SectionDef) => <Section key={section.kind} schema={schema} lot={lot} shared={shared} section={section} />;

  if (phone) {
    return (
      <Column>
        {sections.filter((s) => !s.phoneSheet).map(render)}
        {sections
          .filter((s) => s.phoneSheet)
          .map((s) => (
            <PhoneSheet key={s.kind} title={intl.formatMessage({ id: `lotDetail.section.${s.kind}` })}>
              {render(s)}
            </PhoneSheet>
          ))}
      </Column>
    );
  }
  const side = sections.filter((s) => s.area === 'side');
  return (
    <Grid>
      <Column>{sections.filter((s) => s.area !== 'side').map(render)}</Column>
      {side.length > 0 && <Side>{side.map(render)}</Side>}
    </Grid>
  );
}
