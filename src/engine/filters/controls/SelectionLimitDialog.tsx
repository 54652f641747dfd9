// The 'Selection limit reached' popup: its dialog (SelectionLimitAlert) loads the first time it opens.
import { lazy } from 'react';
import { MountedOnceOpen } from '../../../ui/PopupOnDemand';
import type { GroupedDef } from '../use-grouped-selection';

const SelectionLimitAlert = lazy(() => import('./SelectionLimitAlert'));

export interface SelectionLimitDialogProps {
  kind: GroupedDef['kind'];
  open: boolean;
  onClose(): void;
}

export function SelectionLimitDialog(props: SelectionLimitDialogProps) {
  return (
    <MountedOnceOpen open={props.open}>
      <SelectionLimitAlert {...props} />
    </MountedOnceOpen>
  );
}
