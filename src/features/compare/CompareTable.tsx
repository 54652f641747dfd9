// The lots side by side (issue #20): one column per lot, one group of rows per detail section of
// their page-type schemas, in schema order; a row whose values differ is highlighted (and says so to
// screen readers). Wider than a phone, it scrolls sideways in its own box with the labels kept.
import { Button } from '@fluentui/react-button';
import { Dismiss20Regular } from '@fluentui/react-icons';
import { Skeleton, SkeletonItem } from '@fluentui/react-skeleton';
import { Fragment, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { Link } from 'wouter';
import type { PageTypeSchema, SectionDef, SectionKind } from '../../../schemas/meta/page-type.schema';
import { sectionRegistry } from '../../engine/detail/section-registry';
import { NO_VALUE } from '../../engine/views/format';
import type { MessageId } from '../../i18n/messages';
import { media } from '../../ui/breakpoints';
import { token } from '../../ui/theme';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { COMPARE_SECTIONS, type ComparedValues, type ValueRow } from './compare-rows';

export interface CompareColumn extends ComparedValues {
  readonly key: string;
  /** the lot's page type; undefined for a page type this portal does not have */
  readonly schema: PageTypeSchema | undefined;
  /** why there is no lot: it is not there (or not for this user), or it could not be loaded */
  readonly failure?: 'missing' | 'failed';
}

const Scroller = styled.div`
  overflow-x: auto;
  max-width: 100%;
  border-radius: ${token('borderRadiusLarge')};
  box-shadow: ${token('shadow2')};
  background: ${token('colorNeutralBackground1')};
  &:focus-visible {
    outline: ${token('strokeWidthThick')} solid ${token('colorStrokeFocus2')};
  }
`;

const LABEL_WIDTH = { wide: 160, phone: 96 } as const;
/** On a phone two lots fit beside the labels; more scroll. */
const LOT_WIDTH = { wide: 200, phone: 120 } as const;

const Table = styled.table<{ $lots: number }>`
  width: 100%;
  min-width: ${({ $lots }) => LABEL_WIDTH.wide + $lots * LOT_WIDTH.wide}px;
  border-collapse: separate;
  border-spacing: 0;
  table-layout: fixed;
  font-family: ${token('fontFamilyBase')};
  font-size: ${token('fontSizeBase300')};
  ${media.below('tablet')} {
    min-width: ${({ $lots }) => LABEL_WIDTH.phone + $lots * LOT_WIDTH.phone}px;
  }
`;

const cell = css`
  padding: ${token('spacingVerticalS')} ${token('spacingHorizontalM')};
  border-bottom: ${token('strokeWidthThin')} solid ${token('colorNeutralStroke2')};
  text-align: start;
  vertical-align: top;
  overflow-wrap: anywhere;
  ${media.below('tablet')} {
    padding-inline: ${token('spacingHorizontalS')};
  }
`;

/** The labels stay in view while the lots scroll. */
const Label = styled.th<{ $differs?: boolean }>`
  ${cell}
  position: sticky;
  left: 0;
  z-index: 1;
  width: ${LABEL_WIDTH.wide}px;
  background: ${token('colorNeutralBackground1')};
  color: ${token('colorNeutralForeground3')};
  font-weight: ${token('fontWeightRegular')};
  ${media.below('tablet')} {
    width: ${LABEL_WIDTH.phone}px;
  }
  ${({ $differs }) =>
    $differs &&
    css`
      color: ${token('colorNeutralForeground1')};
      font-weight: ${token('fontWeightSemibold')};
    `}
`;

const Value = styled.td<{ $differs?: boolean }>`
  ${cell}
  ${({ $differs }) =>
    $differs &&
    css`
      background: ${token('colorPaletteYellowBackground2')};
    `}
`;

const GroupHead = styled.th`
  ${cell}
  position: sticky;
  left: 0;
  background: ${token('colorNeutralBackground3')};
  font-size: ${token('fontSizeBase400')};
  font-weight: ${token('fontWeightSemibold')};
`;

const LotHead = styled.th`
  ${cell}
  font-weight: ${token('fontWeightRegular')};
`;

const HeadLine = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${token('spacingHorizontalXS')};
`;

const LotTitle = styled.a`
  font-weight: ${token('fontWeightSemibold')};
  color: ${token('colorBrandForegroundLink')};
  &:hover {
    color: ${token('colorBrandForegroundLinkHover')};
  }
`;

const Quiet = styled.span`
  display: block;
  color: ${token('colorNeutralForeground3')};
  font-size: ${token('fontSizeBase200')};
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  max-width: 240px;
  aspect-ratio: 4 / 3;
  object-fit: contain;
  background: ${token('colorNeutralBackground3')};
  border-radius: ${token('borderRadiusMedium')};
`;

interface CompareTableProps {
  columns: readonly CompareColumn[];
  /** rows whose values are all alike are left out */
  onlyDifferences: boolean;
  onRemove(column: CompareColumn): void;
}

/** The section kinds of the lots' page types, in the order their schemas list them. */
function sectionsOf(columns: readonly CompareColumn[]): SectionDef[] {
  const seen = new Map<SectionKind, SectionDef>();
  for (const column of columns)
    for (const section of column.schema?.detail.sections ?? []) if (!seen.has(section.kind)) seen.set(section.kind, section);
  return [...seen.values()];
}

function ColumnHead({ column, position, onRemove }: { column: CompareColumn; position: number; onRemove(column: CompareColumn): void }) {
  const intl = useIntl();
  const { lot, schema } = column;
  const title = lot?.title || intl.formatMessage({ id: 'compare.column' }, { position });
  const head = () => {
    if (lot && schema)
      return (
        <>
          <Link href={schema.detail.route.replace(':id', lot.id)} asChild>
            <LotTitle>{title}</LotTitle>
          </Link>
          <Quiet>{intl.formatMessage({ id: 'compare.lotNumber' }, { lotNumber: lot.lotNumber })}</Quiet>
        </>
      );
    if (column.failure)
      return <Quiet role="alert">{intl.formatMessage({ id: column.failure === 'missing' ? 'compare.missing' : 'compare.failed' })}</Quiet>;
    return (
      <Skeleton aria-label={intl.formatMessage({ id: 'lotDetail.loading' })}>
        <SkeletonItem />
      </Skeleton>
    );
  };
  return (
    <LotHead scope="col">
      <HeadLine>
        <div>{head()}</div>
        <Button
          appearance="subtle"
          size="small"
          icon={<Dismiss20Regular />}
          aria-label={intl.formatMessage({ id: 'compare.remove' }, { title })}
          onClick={() => onRemove(column)}
        />
      </HeadLine>
    </LotHead>
  );
}

function Values({ valueRow }: { valueRow: ValueRow }) {
  const intl = useIntl();
  return (
    <tr>
      <Label scope="row" $differs={valueRow.differs}>
        {valueRow.label}
        {valueRow.differs && <VisuallyHidden>{intl.formatMessage({ id: 'compare.differs' })}</VisuallyHidden>}
      </Label>
      {valueRow.values.map((value, index) => (
        <Value key={index} $differs={valueRow.differs}>
          {value === undefined ? '' : (value ?? NO_VALUE)}
        </Value>
      ))}
    </tr>
  );
}

/** A section the comparison does not know, drawn as the lot page draws it, in each lot's column. */
function DrawnSection({ section, column }: { section: SectionDef; column: CompareColumn }) {
  const { schema, lot } = column;
  if (!schema || !lot || !schema.detail.sections.some((own) => own.kind === section.kind)) return null;
  const Component = sectionRegistry.get(section.kind, section);
  return <Component schema={schema} lot={lot} />;
}

export function CompareTable({ columns, onlyDifferences, onRemove }: CompareTableProps) {
  const intl = useIntl();
  const title = (id: MessageId) => intl.formatMessage({ id });

  const group = (section: SectionDef): ReactNode => {
    const compared = COMPARE_SECTIONS[section.kind];
    if (compared === null) return null;
    if (compared === undefined)
      return (
        <tr>
          <Label scope="row">{title(`lotDetail.section.${section.kind}` as MessageId)}</Label>
          {columns.map((column) => (
            <Value key={column.key}>
              <DrawnSection section={section} column={column} />
            </Value>
          ))}
        </tr>
      );
    if (compared.show === 'picture') {
      const sources = columns.map(({ lot }) => (lot ? compared.src(lot) : null));
      if (!sources.some(Boolean)) return null;
      return (
        <tr>
          <Label scope="row">{title(compared.title)}</Label>
          {columns.map((column, index) => (
            <Value key={column.key}>
              {sources[index] && <Picture src={sources[index]} alt={column.lot?.title ?? ''} loading="lazy" />}
            </Value>
          ))}
        </tr>
      );
    }
    const rows = compared.rows(columns, intl).filter((valueRow) => !onlyDifferences || valueRow.differs);
    if (rows.length === 0) return null;
    return (
      <>
        <tr>
          <GroupHead scope="colgroup" colSpan={columns.length + 1}>
            {title(compared.title)}
          </GroupHead>
        </tr>
        {rows.map((valueRow) => (
          <Values key={valueRow.key} valueRow={valueRow} />
        ))}
      </>
    );
  };

  return (
    <Scroller role="region" aria-label={intl.formatMessage({ id: 'compare.table' })} tabIndex={0}>
      <Table $lots={columns.length}>
        <thead>
          <tr>
            <Label as="td" />
            {columns.map((column, index) => (
              <ColumnHead key={column.key} column={column} position={index + 1} onRemove={onRemove} />
            ))}
          </tr>
        </thead>
        <tbody>
          {sectionsOf(columns).map((section) => (
            <Fragment key={section.kind}>{group(section)}</Fragment>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
