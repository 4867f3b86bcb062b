import { Component, type ReactNode } from 'react';

/** Keeps a form the renderer cannot draw yet (a half-written pattern) from breaking the builder around its preview. */
export class PreviewBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError(): { hasFailed: boolean } {
    return { hasFailed: true };
  }

  override render() {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}
