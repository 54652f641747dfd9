// The 'Selection limit reached' popup: its dialog (SelectionLimitAlert) loads the first time it opens
// and then stays mounted, opened and closed.
import { lazy, Suspense, useRef } from 'react';
import type { GroupedDef } from '../use-grouped-selection';

const SelectionLimitAlert = lazy(() => import('./SelectionLimitAlert'));

export interface SelectionLimitDialogProps {
  kind: GroupedDef['kind'];
  open: boolean;
  onClose(): void;
}

export function SelectionLimitDialog(props: SelectionLimitDialogProps) {
  const wanted = useRef(false);
  if (props.open) wanted.current = true;
  return wanted.current ? (
    <Suspense fallback={null}>
      <SelectionLimitAlert {...props} />
    </Suspense>
  ) : null;
}
