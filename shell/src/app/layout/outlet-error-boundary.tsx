import { Result } from 'antd';
import { Component, type ContextType, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ViewFailedContext } from '../../features/remote-view';

function ComponentErrorMessage() {
  const { t } = useTranslation();
  return <Result status="error" title={t('errorBoundary.message')} />;
}

/**
 * docs/product.md#shell-frame: a component that throws shows the message asking to contact the
 * administrator, inside the outlet; the top bar and sidebar keep working. One per view, and a
 * view that failed is not kept (kept-views.tsx), so the next page starts without the error.
 */
export class OutletErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  static override contextType = ViewFailedContext;
  declare context: ContextType<typeof ViewFailedContext>;
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[shell] a component failed', error, info.componentStack);
    this.context();
  }

  override render(): ReactNode {
    return this.state.failed ? <ComponentErrorMessage /> : this.props.children;
  }
}
