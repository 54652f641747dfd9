// On phones a section marked phoneSheet (the bid panel) opens full screen from a bar at the bottom.
import { Button } from '@fluentui/react-button';
import { DrawerBody, OverlayDrawer } from '@fluentui/react-drawer';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { SheetHeader } from '../../ui/SheetHeader';
import { token } from '../../ui/theme';

const Bar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 1;
  padding: ${token('spacingVerticalS')} 0;
  background: ${token('colorNeutralBackground2')};
  button {
    width: 100%;
  }
`;

export function PhoneSheet({ title, children }: { title: string; children: ReactNode }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Bar>
        <Button appearance="primary" size="large" onClick={() => setOpen(true)}>
          {title}
        </Button>
      </Bar>
      <OverlayDrawer open={open} size="full" position="bottom" onOpenChange={(_, data) => setOpen(data.open)}>
        <SheetHeader title={title} closeLabel={intl.formatMessage({ id: 'lotDetail.gallery.close' })} onClose={() => setOpen(false)} />
        <DrawerBody>{children}</DrawerBody>
      </OverlayDrawer>
    </>
  );
}
