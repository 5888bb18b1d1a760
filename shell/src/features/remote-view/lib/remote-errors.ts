import type { RemoteId } from 'shared-contracts';

/** A remote's module could not be fetched or is not a page module. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(
    readonly remote: RemoteId,
    readonly reason: unknown,
  ) {
    super(`Remote ${remote} could not be loaded: ${reason instanceof Error ? reason.message : String(reason)}`);
  }
}

/** A remote was built against another major of the contract: mounting it could crash the shell. */
export class ContractMismatchError extends Error {
  override name = 'ContractMismatchError';
  constructor(
    readonly remote: RemoteId,
    readonly remoteVersion: string,
    readonly hostVersion: string,
  ) {
    super(`Remote ${remote} uses contract ${remoteVersion}; the shell uses ${hostVersion}`);
  }
}

/** Production refused the remote's manifest URL: its origin is not on the allow-list. */
export class RemoteRefusedError extends Error {
  override name = 'RemoteRefusedError';
  constructor(
    readonly remote: RemoteId,
    readonly manifestUrl: string,
  ) {
    super(`Remote ${remote} refused: ${manifestUrl} is not on the environment's allowed origins`);
  }
}
