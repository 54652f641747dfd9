// The auction sheet (seed 001 §2, §4): the sheet image with a translate/original toggle (users with
// auctionTranslationUse), an enlarge view whose close goes back to the original, and the 31-line legend.
import { Button } from '@fluentui/react-button';
import { FullScreenMaximize20Regular, Translate20Regular } from '@fluentui/react-icons';
import { lazy, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useProfile } from '../../../../api/session';
import { MountedOnceOpen } from '../../../../ui/PopupOnDemand';
import { RESTORE_FOCUS_TARGET } from '../../../../ui/restore-focus';
import { token } from '../../../../ui/theme';
import type { SectionProps } from '../../../../engine/detail/section-props';
import { SectionCard } from '../../../../ui/SectionCard';
import { SheetLegend } from './SheetLegend';
import { useSheetVariant } from './use-sheet-variant';

const EnlargedSheet = lazy(() => import('./EnlargedSheet'));

/** A click on the sheet enlarges it too; keyboard users have the Enlarge button. */
const SheetImage = styled.img`
  display: block;
  width: 100%;
  max-height: 520px;
  object-fit: contain;
  cursor: zoom-in;
  background: ${token('colorNeutralBackground3')};
  border-radius: ${token('borderRadiusMedium')};
`;

const Actions = styled.div`
  display: flex;
  gap: ${token('spacingHorizontalS')};
  flex-wrap: wrap;
`;

const ErrorNote = styled.p`
  margin: 0;
  color: ${token('colorPaletteRedForeground1')};
`;

export function AuctionSheetSection({ lot }: SectionProps) {
  if (!lot.auctionSheet) return null;
  return <AuctionSheet sheet={lot.auctionSheet} lotId={lot.id} title={lot.title} />;
}

function AuctionSheet({ sheet, lotId, title }: { sheet: string; lotId: string; title: string }) {
  const intl = useIntl();
  const canTranslate = useProfile()?.permission.auctionTranslationUse ?? false;
  const sheetState = useSheetVariant(sheet, lotId);
  const [enlarged, setEnlarged] = useState(false);
  const translated = sheetState.variant === 'translated';
  const alt = intl.formatMessage({ id: translated ? 'lotDetail.sheet.altTranslated' : 'lotDetail.sheet.alt' }, { title });

  const toggle = canTranslate && (
    <Button icon={<Translate20Regular />} disabled={sheetState.translating} onClick={sheetState.toggle}>
      {intl.formatMessage({
        id: sheetState.translating ? 'lotDetail.sheet.translating' : translated ? 'lotDetail.sheet.original' : 'lotDetail.sheet.translate',
      })}
    </Button>
  );
  const close = () => {
    setEnlarged(false);
    sheetState.reset();
  };

  return (
    <SectionCard title={intl.formatMessage({ id: 'lotDetail.sheet.title' })}>
      <SheetImage src={sheetState.src} alt={alt} loading="lazy" onClick={() => setEnlarged(true)} />
      <Actions>
        {toggle}
        <Button icon={<FullScreenMaximize20Regular />} onClick={() => setEnlarged(true)} {...RESTORE_FOCUS_TARGET}>
          {intl.formatMessage({ id: 'lotDetail.sheet.enlarge' })}
        </Button>
      </Actions>
      {sheetState.failed && <ErrorNote role="alert">{intl.formatMessage({ id: 'lotDetail.sheet.translateFailed' })}</ErrorNote>}
      <SheetLegend />
      <MountedOnceOpen open={enlarged}>
        <EnlargedSheet open={enlarged} onClose={close} src={sheetState.src} alt={alt} toggle={toggle} />
      </MountedOnceOpen>
    </SectionCard>
  );
}
