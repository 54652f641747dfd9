// The auction sheet's enlarge view, loaded when first opened (AuctionSheetSection).
import { Button } from '@fluentui/react-button';
import { Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { Dismiss24Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';

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

interface EnlargedSheetProps {
  open: boolean;
  onClose: () => void;
  src: string;
  alt: string;
  /** the translate/original toggle, when the viewer may translate */
  toggle: ReactNode;
}

export default function EnlargedSheet({ open, onClose, src, alt, toggle }: EnlargedSheetProps) {
  const intl = useIntl();
  return (
    <Dialog open={open} onOpenChange={(_, data) => data.open || onClose()}>
      <Wide aria-describedby={undefined}>
        <DialogBody>
          <Title
            action={
              <Button
                appearance="subtle"
                icon={<Dismiss24Regular />}
                aria-label={intl.formatMessage({ id: 'lotDetail.gallery.close' })}
                onClick={onClose}
              />
            }
          >
            {intl.formatMessage({ id: 'lotDetail.sheet.title' })}
          </Title>
          <DialogContent>
            {toggle}
            <img src={src} alt={alt} />
          </DialogContent>
        </DialogBody>
      </Wide>
    </Dialog>
  );
}
