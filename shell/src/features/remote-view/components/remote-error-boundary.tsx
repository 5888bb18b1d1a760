import { Component, type ReactNode } from 'react';
import { ContractMismatchError, RemoteRefusedError } from '../lib/remote-errors';
import { ContractMismatch } from './contract-mismatch';
import { RemoteFailure } from './remote-failure';
import { RemoteRefused } from './remote-refused';

interface RemoteErrorBoundaryProps {
  onRetry(): void;
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
  override state: RemoteErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): RemoteErrorBoundaryState {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error instanceof ContractMismatchError) {
      return <ContractMismatch remoteVersion={error.remoteVersion} hostVersion={error.hostVersion} />;
    }
    if (error instanceof RemoteRefusedError) return <RemoteRefused manifestUrl={error.manifestUrl} />;
    if (error) return <RemoteFailure onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
