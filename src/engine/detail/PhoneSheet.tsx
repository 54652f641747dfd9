// On phones a section marked phoneSheet (the bid panel) opens full screen from a bar at the bottom;
// the sheet (Fluent's drawer) loads when first opened.
import { Button } from '@fluentui/react-button';
import { lazy, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { MountedOnceOpen } from '../../ui/PopupOnDemand';
import { RESTORE_FOCUS_TARGET } from '../../ui/restore-focus';
import { token } from '../../ui/theme';

const PhoneSheetDrawer = lazy(() => import('./PhoneSheetDrawer'));

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
  const [open, setOpen] = useState(false);
  return (
    <>
      <Bar>
        <Button appearance="primary" size="large" onClick={() => setOpen(true)} {...RESTORE_FOCUS_TARGET}>
          {title}
        </Button>
      </Bar>
      <MountedOnceOpen open={open}>
        <PhoneSheetDrawer title={title} open={open} onOpenChange={setOpen}>
          {children}
        </PhoneSheetDrawer>
      </MountedOnceOpen>
    </>
  );
}
