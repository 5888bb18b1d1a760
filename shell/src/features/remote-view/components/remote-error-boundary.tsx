import { Component, type ComponentType, type ContextType, type ReactNode } from 'react';
import type { RemoteId } from 'shared-contracts';
import { reportRemoteLoad } from '../lib/load-telemetry';
import { ContractMismatchError, RemoteLoadError, RemoteRefusedError } from '../lib/remote-errors';
import { getRemotePlan } from '../lib/remote-plan';
import { ViewFailedContext } from '../lib/view-failed-context';
import type { RemoteErrorViewProps } from './remote-error-view';

interface RemoteErrorBoundaryProps {
  /** The remote whose view this boundary holds: a render error is reported against it. */
  remote: RemoteId;
  onRetry(): void;
  /** What shows in place of the view (RemoteErrorView, drawn with antd; loaded on demand where the page has no antd). */
  Failure: ComponentType<RemoteErrorViewProps>;
  children: ReactNode;
}

interface RemoteErrorBoundaryState {
  error: Error | null;
}

/**
 * Keeps a failing view (load, refusal, contract or render error) inside its own outlet. React itself
 * logs the caught error, so nothing more is logged here.
 */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, RemoteErrorBoundaryState> {
  static override contextType = ViewFailedContext;
  declare context: ContextType<typeof ViewFailedContext>;
  override state: RemoteErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): RemoteErrorBoundaryState {
    return { error };
  }

  /** A view that loaded and then threw while rendering: the load telemetry counts it as a failure. */
  override componentDidCatch(error: Error): void {
    this.context();
    const loadFailure =
      error instanceof RemoteLoadError || error instanceof ContractMismatchError || error instanceof RemoteRefusedError;
    const plan = getRemotePlan();
    const entry = plan?.entries[this.props.remote];
    if (loadFailure || !plan || !entry || entry.local) return;
    reportRemoteLoad({
      env: plan.envName,
      remote: this.props.remote,
      version: entry.version,
      channel: entry.channel,
      outcome: 'failed',
      phase: 'render',
      manifestMs: null,
      entryMs: null,
      moduleMs: null,
      totalMs: 0,
    });
  }

  override render() {
    const { error } = this.state;
    const { Failure, onRetry } = this.props;
    return error ? <Failure error={error} onRetry={onRetry} /> : this.props.children;
  }
}
