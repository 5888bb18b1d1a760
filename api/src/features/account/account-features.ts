import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database';
import { adminRoutes } from '../admin/admin-routes';
import { alertsRoutes } from '../alerts/alerts-routes';
import { analyticsRoutes } from '../analytics/analytics-routes';
import { judgeCanaries } from '../federation-health/canary-judge';
import { createEnvironmentPolicies } from '../federation-health/environment-policies';
import {
  federationHealthRoutes,
  readFederationSettings,
  type FederationSettings,
} from '../federation-health/federation-health-routes';
import { helpTicketsRoutes } from '../help-tickets/help-tickets-routes';
import { marketingRoutes } from '../marketing/marketing-routes';
import { messagesRoutes } from '../messages/messages-routes';
import { newsRoutes } from '../news/news-routes';
import { outboxRoutes } from '../outbox/outbox-routes';
import { reportsRoutes } from '../reports/reports-routes';
import { scheduleRoutes } from '../reports/schedule-routes';
import { accountRoutes } from './account-routes';
import { readAccountSettings, type AccountSettings } from './account-settings';

export interface AccountFeaturesOptions {
  db: Database;
  /** The API's secret: the unsubscribe links of the marketing e-mails are signed under a key derived from it. */
  secret: string;
  /** Read from the environment when not given (api/README.md). */
  settings?: AccountSettings;
  /** Where the environment files are, for the canary judge; read from the environment when not given. */
  federation?: FederationSettings;
}

/**
 * Everything around the user's account: profile and password, messages, saved reports and
 * their scheduler, alerts, help tickets, the outbox, news, the public marketing area, the
 * analytics tracker and the federation's health (remote loads it reports, canary rollbacks).
 * One plugin, so the app registers it with one line.
 */
export const accountFeatures: FastifyPluginAsync<AccountFeaturesOptions> = async (
  app,
  { db, secret, settings, federation },
) => {
  const { appUrl } = settings ?? readAccountSettings(process.env);
  const policies = createEnvironmentPolicies((federation ?? readFederationSettings(process.env)).environmentsDir);
  app.register(accountRoutes, { db, appUrl });
  app.register(messagesRoutes, { db });
  app.register(reportsRoutes, { db });
  app.register(scheduleRoutes, { db, appUrl });
  app.register(adminRoutes, { db });
  app.register(alertsRoutes, { db });
  app.register(helpTicketsRoutes, { db });
  app.register(outboxRoutes, { db });
  app.register(newsRoutes, { db });
  app.register(marketingRoutes, { db, appUrl, secret });
  app.register(analyticsRoutes, { db, afterStore: (events) => judgeCanaries(db, policies, events) });
  app.register(federationHealthRoutes, { db });
};
