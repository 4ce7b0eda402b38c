import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Names the failing piece in the log, e.g. 'component "heroPanel" (home-hero)'. */
  label: string;
  children: ReactNode;
}

/** A content component that throws renders nothing and is logged, instead of blanking the whole page. */
export class ContentErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Content ${this.props.label} failed to render; it is left out.`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
