// The share button (permission shareCar) and its dialog (seed 001 §2, §6).
import { Button } from '@fluentui/react-button';
import { Share20Regular } from '@fluentui/react-icons';
import { lazy, useState } from 'react';
import { useIntl } from 'react-intl';
import { useProfile } from '../../../../api/session';
import type { SectionProps } from '../../../../engine/detail/section-props';
import { MountedOnceOpen } from '../../../../ui/PopupOnDemand';
import { RESTORE_FOCUS_TARGET } from '../../../../ui/restore-focus';

// the dialog (Fluent's dialog, the share calls) loads when the user first opens it
const ShareDialog = lazy(() => import('./ShareDialog').then((module) => ({ default: module.ShareDialog })));

export function ShareSection({ schema, lot }: SectionProps) {
  const intl = useIntl();
  const allowed = useProfile()?.permission.shareCar ?? false;
  const [open, setOpen] = useState(false);
  if (!allowed || !schema.shareRoute) return null;
  const link = new URL(schema.shareRoute.replace(':id', encodeURIComponent(lot.id)), window.location.origin).href;
  return (
    <div>
      <Button icon={<Share20Regular />} onClick={() => setOpen(true)} {...RESTORE_FOCUS_TARGET}>
        {intl.formatMessage({ id: 'lotDetail.share.button' })}
      </Button>
      <MountedOnceOpen open={open}>
        <ShareDialog apiPageType={schema.apiPageType} lot={lot} link={link} open={open} onClose={() => setOpen(false)} />
      </MountedOnceOpen>
    </div>
  );
}
