import { Alert } from 'antd';
import { Component, type ReactNode } from 'react';

interface State {
  error?: Error;
}

/** Keeps one widget's failure inside its card: the rest of the dashboard goes on working. */
export class WidgetBoundary extends Component<{ message: string; children: ReactNode }, State> {
  override state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    console.warn('A dashboard widget failed', error);
  }

  override render() {
    return this.state.error ? <Alert type="error" showIcon role="alert" title={this.props.message} /> : this.props.children;
  }
}
