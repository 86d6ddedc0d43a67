/**
 * Last line of defence: if the error page itself throws, show a plain message and a link home.
 * Plain elements on purpose, so nothing that may have failed is needed to render it.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { i18n } from '../../i18n';

interface State {
  failed: boolean;
}

export class ErrorPageBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('The error page failed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <main style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '20vh 1rem' }}>
        <h1 style={{ fontSize: '1.5rem' }}>{i18n.t('errors.errorPageFailed')}</h1>
        <a href="/" style={{ color: '#1c7ed6' }}>
          {i18n.t('errors.backHome')}
        </a>
      </main>
    );
  }
}
