import { Component, type ReactNode } from 'react';
import { ErrorPage } from '../pages/status-pages';

interface Props {
  children: ReactNode;
  /** The boundary recovers when this changes: the user moved to another page. */
  resetKey: string;
}

/** A page that crashes shows the 500 page (spec §2 /error) instead of a blank screen. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  render() {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}
