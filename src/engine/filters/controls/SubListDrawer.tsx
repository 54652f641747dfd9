// A full-screen sub-list of the mobile filter drawer (seed 001 §2): a title with a back button over
// whatever the filter shows, such as an option list or the auction schedule.
import { Button } from '@fluentui/react-button';
import { DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer } from '@fluentui/react-drawer';
import { ArrowLeft24Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

interface SubListDrawerProps {
  title: string;
  open: boolean;
  onClose(): void;
  children: ReactNode;
}

export function SubListDrawer({ title, open, onClose, children }: SubListDrawerProps) {
  const intl = useIntl();
  return (
    <OverlayDrawer
      open={open}
      onOpenChange={(_, data) => !data.open && onClose()}
      position="end"
      size="full"
      aria-label={title}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          heading={{ as: 'h2' }}
          action={
            <Button
              appearance="subtle"
              icon={<ArrowLeft24Regular />}
              aria-label={intl.formatMessage({ id: 'filters.back' })}
              onClick={onClose}
            />
          }
        >
          {title}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>{children}</DrawerBody>
    </OverlayDrawer>
  );
}
