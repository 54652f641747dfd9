// A phone sheet's full-screen drawer (PhoneSheet), loaded when the sheet is first opened.
import { DrawerBody, OverlayDrawer } from '@fluentui/react-drawer';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { SheetHeader } from '../../ui/SheetHeader';
import { PHONE_SHEET_BODY_CLASS } from './phone-sheet-body';

interface PhoneSheetDrawerProps {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

export default function PhoneSheetDrawer({ title, open, onOpenChange, children }: PhoneSheetDrawerProps) {
  const intl = useIntl();
  return (
    <OverlayDrawer open={open} size="full" position="bottom" onOpenChange={(_, data) => onOpenChange(data.open)}>
      <SheetHeader title={title} closeLabel={intl.formatMessage({ id: 'lotDetail.gallery.close' })} onClose={() => onOpenChange(false)} />
      <DrawerBody className={PHONE_SHEET_BODY_CLASS}>{children}</DrawerBody>
    </OverlayDrawer>
  );
}
