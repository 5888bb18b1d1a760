import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/database';
import { ALERTS_LIMIT_MESSAGE, MAX_ALERTS } from '../../lib/contracts';
import { badRequest, notFound } from '../../lib/http-errors';
import { currentUser } from '../auth/authenticate';
import { checkedAlert } from './alert-rules';
import { deleteAlert, insertAlertWithin, listAlerts, updateAlert } from './alerts-repository';
import { alertsListSchema, createAlertSchema, deleteAlertSchema, editAlertSchema } from './alerts-schemas';

export const ALERT_NOT_FOUND_MESSAGE = 'Alert not found';

/** /v2/alerts: at most 3 per user, each following 1 to 4 advertisers. */
export const alertsRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/v2/alerts', { schema: alertsListSchema, preHandler: app.authenticate }, async (request) =>
    listAlerts(db, currentUser(request).sub),
  );

  app.post('/v2/alerts', { schema: createAlertSchema, preHandler: app.authenticate }, async (request, reply) => {
    const alert = checkedAlert(request.body);
    const userId = currentUser(request).sub;
    const created = await db.transaction((tx) => insertAlertWithin(tx, userId, MAX_ALERTS, alert));
    if (!created) throw badRequest(ALERTS_LIMIT_MESSAGE);
    return reply.code(201).send(created);
  });

  app.put('/v2/alerts/:id', { schema: editAlertSchema, preHandler: app.authenticate }, async (request) => {
    const updated = await updateAlert(db, currentUser(request).sub, request.params.id, checkedAlert(request.body));
    if (!updated) throw notFound(ALERT_NOT_FOUND_MESSAGE);
    return updated;
  });

  app.delete('/v2/alerts/:id', { schema: deleteAlertSchema, preHandler: app.authenticate }, async (request, reply) => {
    if (!(await deleteAlert(db, currentUser(request).sub, request.params.id))) throw notFound(ALERT_NOT_FOUND_MESSAGE);
    return reply.code(204).send();
  });
};
