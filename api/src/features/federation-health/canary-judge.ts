import { REMOTE_LOAD_EVENT } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import type { StoredEvent } from '../analytics/analytics-events';
import { enqueueEmail } from '../outbox/outbox-repository';
import type { EnvironmentPolicies } from './environment-policies';
import { canaryCounts, recordRollback } from './federation-health-repository';

export interface CanaryRollbackNotice {
  env: string;
  remote: string;
  version: string;
  loads: number;
  failures: number;
}

/** The canaries a batch reports a failure of, once each. */
function failedCanaries(events: readonly StoredEvent[]): { env: string; remote: string; version: string }[] {
  const seen = new Map<string, { env: string; remote: string; version: string }>();
  for (const { event, props } of events) {
    if (event !== REMOTE_LOAD_EVENT || props.channel !== 'canary' || props.outcome !== 'failed') continue;
    const { env, remote, version } = props;
    if (typeof env !== 'string' || typeof remote !== 'string' || typeof version !== 'string') continue;
    seen.set(`${env}\u0000${remote}\u0000${version}`, { env, remote, version });
  }
  return [...seen.values()];
}

/**
 * After a batch of tracker events is stored: each canary it reports failing is judged against
 * its environment's policy, and withdrawn when it crosses it. Only a version the environment
 * file gives as the remote's canary can be withdrawn: a stable pin never is.
 */
export async function judgeCanaries(
  db: Queryable,
  policies: EnvironmentPolicies,
  events: readonly StoredEvent[],
): Promise<CanaryRollbackNotice[]> {
  const withdrawn: CanaryRollbackNotice[] = [];
  for (const canary of failedCanaries(events)) {
    const judgement = await policies.canaryJudgement(canary.env, canary.remote, canary.version);
    if (!judgement) continue;
    const { minFailures, failurePercent, windowMinutes } = judgement.policy;
    const { loads, failures } = await canaryCounts(db, canary, windowMinutes);
    if (failures < minFailures || failures * 100 <= failurePercent * loads) continue;
    const notice = { ...canary, loads, failures };
    if (!(await recordRollback(db, notice))) continue;
    withdrawn.push(notice);
    if (judgement.notify) {
      await enqueueEmail(db, {
        to: judgement.notify,
        kind: 'canary-rollback',
        subject: `Canary ${canary.remote} ${canary.version} rolled back in ${canary.env}`,
        body:
          `${failures} of ${loads} loads of ${canary.remote} ${canary.version} failed in the last ${windowMinutes} ` +
          `minutes (policy: at least ${minFailures} and more than ${failurePercent} %). Browsers load the stable ` +
          `pin from their next page load. Fix the build, then start a new canary (pnpm remotes canary).`,
      });
    }
  }
  return withdrawn;
}
