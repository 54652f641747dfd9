import { Component, type ReactNode } from 'react';

interface Props {
  /** shown instead of children that threw while rendering */
  fallback: ReactNode;
  /** another value (compared by identity) gives the children another try */
  resetKey: unknown;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** An error boundary for part of a page: what throws is replaced by the fallback, the page stays. */
export class FallbackBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
