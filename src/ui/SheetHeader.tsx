import { Button } from '@fluentui/react-button';
import { DrawerHeader, DrawerHeaderTitle } from '@fluentui/react-drawer';
import { Dismiss24Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';

interface SheetHeaderProps {
  title: ReactNode;
  /** Accessible name of the close button (it shows only an icon). */
  closeLabel: string;
  onClose: () => void;
}

/** The header of a drawer or sheet: its title and a close button. */
export function SheetHeader({ title, closeLabel, onClose }: SheetHeaderProps) {
  return (
    <DrawerHeader>
      <DrawerHeaderTitle action={<Button appearance="subtle" icon={<Dismiss24Regular />} aria-label={closeLabel} onClick={onClose} />}>
        {title}
      </DrawerHeaderTitle>
    </DrawerHeader>
  );
}
