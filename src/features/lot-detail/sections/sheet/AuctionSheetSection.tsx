// The auction sheet (seed 001 §2, §4): the sheet image with a translate/original toggle (users with
// auctionTranslationUse), an enlarge view whose close goes back to the original, and the 31-line legend.
import { Button } from '@fluentui/react-button';
import { Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { Dismiss24Regular, FullScreenMaximize20Regular, Translate20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useProfile } from '../../../../api/session';
import { token } from '../../../../ui/theme';
import type { SectionProps } from '../../../../engine/detail/section-props';
import { SectionCard } from '../../../../ui/SectionCard';
import { SheetLegend } from './SheetLegend';
import { useSheetVariant } from './use-sheet-variant';

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

const Wide = styled(DialogSurface)`
  && {
    width: min(96vw, 1400px);
    max-width: none;
  }
  img {
    display: block;
    width: 100%;
  }
`;

const Title = styled(DialogTitle)`
  && {
    display: flex;
    justify-content: space-between;
    align-items: center;
  }
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
        <Button icon={<FullScreenMaximize20Regular />} onClick={() => setEnlarged(true)}>
          {intl.formatMessage({ id: 'lotDetail.sheet.enlarge' })}
        </Button>
      </Actions>
      {sheetState.failed && <ErrorNote role="alert">{intl.formatMessage({ id: 'lotDetail.sheet.translateFailed' })}</ErrorNote>}
      <SheetLegend />
      <Dialog open={enlarged} onOpenChange={(_, data) => data.open || close()}>
        <Wide aria-describedby={undefined}>
          <DialogBody>
            <Title
              action={
                <Button
                  appearance="subtle"
                  icon={<Dismiss24Regular />}
                  aria-label={intl.formatMessage({ id: 'lotDetail.gallery.close' })}
                  onClick={close}
                />
              }
            >
              {intl.formatMessage({ id: 'lotDetail.sheet.title' })}
            </Title>
            <DialogContent>
              {toggle}
              <img src={sheetState.src} alt={alt} />
            </DialogContent>
          </DialogBody>
        </Wide>
      </Dialog>
    </SectionCard>
  );
}
