import { Button } from '@fluentui/react-button';
import { Body1 } from '@fluentui/react-text';
import { Component, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { PageHeading } from './PageHeading';

interface State {
  failed: boolean;
}

/** A page that throws (or whose code fails to load after a deploy) shows this instead of a blank shell. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section>
        <PageHeading>
          <FormattedMessage id="errors.generic" />
        </PageHeading>
        <Body1 as="p">
          <FormattedMessage id="errors.pageFailed" />
        </Body1>
        <Button onClick={() => window.location.reload()}>
          <FormattedMessage id="common.reload" />
        </Button>
      </section>
    );
  }
}
