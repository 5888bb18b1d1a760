import { ContractMismatchError, RemoteRefusedError } from '../lib/remote-errors';
import { ContractMismatch } from './contract-mismatch';
import { RemoteFailure } from './remote-failure';
import { RemoteRefused } from './remote-refused';

export interface RemoteErrorViewProps {
  error: Error;
  onRetry(): void;
}

/** A view that failed, in its outlet: the contract clash, the refused origin, or a failure with a retry. */
export function RemoteErrorView({ error, onRetry }: RemoteErrorViewProps) {
  if (error instanceof ContractMismatchError) {
    return <ContractMismatch remoteVersion={error.remoteVersion} hostVersion={error.hostVersion} />;
  }
  if (error instanceof RemoteRefusedError) return <RemoteRefused manifestUrl={error.manifestUrl} />;
  return <RemoteFailure onRetry={onRetry} />;
}
