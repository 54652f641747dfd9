// A notice a page shows only now and then (a warning, a failed check, a closed auction) as Fluent's
// message bar, whose code (~7 kB gzip with its motion) loads when one is first shown: pages that show
// none do not download it. Nothing holds its place meanwhile: a notice appears when its case arises.
import { Suspense, type ReactNode } from 'react';
import { lazyComponent } from './lazy-component';

export interface NoticeBarProps {
  intent: 'info' | 'warning' | 'error' | 'success';
  /** the bar's bold first line */
  title?: ReactNode;
  children?: ReactNode;
}

export const noticeBar = lazyComponent<NoticeBarProps>(() => import('./FluentNoticeBar'));

export function MessageBarOnDemand(props: NoticeBarProps) {
  return (
    <Suspense fallback={null}>
      <noticeBar.Component {...props} />
    </Suspense>
  );
}
