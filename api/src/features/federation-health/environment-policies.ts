import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  checkEnvironmentFile,
  DEFAULT_CANARY_ROLLBACK,
  type CanaryRollbackPolicy,
  type EnvironmentFile,
  type RemoteId,
} from 'shared-contracts';

/** What the API needs of an environment file to judge a canary. */
interface CanaryJudgement {
  policy: CanaryRollbackPolicy;
  /** Whom the rollback e-mail goes to. */
  notify: string | null;
}

export interface EnvironmentPolicies {
  /**
   * The rollback policy for `remote` at `version` in `env`, or null when that version is not
   * the environment's canary of the remote (a stable pin, an old canary, an unknown file).
   */
  canaryJudgement(env: string, remote: string, version: string): Promise<CanaryJudgement | null>;
}

/**
 * Reads `environments/<env>.json` from `ENVIRONMENTS_DIR` (the files the shell serves), again
 * whenever one changes, through the shell's own schema: the API withdraws only what a file
 * really gives as a canary.
 */
export function createEnvironmentPolicies(environmentsDir: string): EnvironmentPolicies {
  const cache = new Map<string, { mtimeMs: number; environment: EnvironmentFile | null }>();

  async function environmentOf(env: string): Promise<EnvironmentFile | null> {
    if (!/^[a-z0-9-]+$/i.test(env)) return null;
    const file = path.join(environmentsDir, `${env}.json`);
    try {
      const { mtimeMs } = await stat(file);
      const cached = cache.get(env);
      if (cached?.mtimeMs === mtimeMs) return cached.environment;
      const checked = checkEnvironmentFile(JSON.parse(await readFile(file, 'utf8')));
      const environment = checked.ok ? checked.environment : null;
      cache.set(env, { mtimeMs, environment });
      return environment;
    } catch {
      return null;
    }
  }

  return {
    async canaryJudgement(env, remote, version) {
      const environment = await environmentOf(env);
      const canary = environment?.remotes[remote as RemoteId]?.canary;
      if (!environment || !canary || canary.version !== version) return null;
      const policy: CanaryRollbackPolicy = environment.canaryRollback ?? DEFAULT_CANARY_ROLLBACK;
      return { policy, notify: policy.notify ?? environment.external.supportEmail ?? null };
    },
  };
}
