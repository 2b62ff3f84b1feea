import { Component, type ReactNode } from 'react';

/**
 * Catches a render failure below it, most often a page chunk that could not be downloaded on a
 * flaky network, and shows `fallback` instead of unmounting the whole app.
 */
export class ErrorBoundary extends Component<
  { fallback: (retry: () => void) => ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed
      ? this.props.fallback(() => this.setState({ failed: false }))
      : this.props.children;
  }
}
