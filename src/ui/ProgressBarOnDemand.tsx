// Fluent's progress bar for waits that start on a click (a download, a slow call): its code, and
// Field's that it uses, load then instead of with the page; a stand-in of its height holds the place.
import type { ProgressBarProps } from '@fluentui/react-progress';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';

const ProgressBar = lazy(() => import('@fluentui/react-progress').then((module) => ({ default: module.ProgressBar })));

const StandIn = styled.div`
  height: 2px;
`;

export function ProgressBarOnDemand(props: ProgressBarProps) {
  return (
    <Suspense fallback={<StandIn />}>
      <ProgressBar {...props} />
    </Suspense>
  );
}
