import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alertRulesApi, alertsApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../plugins/auth';
import { route } from '../../plugins/endpoints';
import { classesOfRule, createAlertRule, deleteAlertRule, listAlertRules, updateAlertRule } from './alert-rules.service';
import { acknowledgeAlert, listAlertClasses, listAlerts, requestAlertEvaluation } from './alerts.service';

const admin = { guard: 'admin' } as const;

/** Settings → Alert rules (admins) and the alerts of the classes a staff member sees. */
export const alertsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, enqueue }) => {
  /** A rule's change is evaluated at once in the classes it touches. */
  const evaluateRule = async (courseId: number | null, ruleId: number) => {
    for (const classId of await classesOfRule(db, courseId, ruleId)) await requestAlertEvaluation(enqueue, classId, app.log);
  };

  route(app, alertRulesApi.list, {
    config: admin,
    handler: async (request) => {
      const { rows, meta } = await listAlertRules(db, request.query);
      return { message: '', data: rows, meta };
    },
  });
  route(app, alertRulesApi.create, {
    config: admin,
    handler: async (request) => {
      const rule = await createAlertRule(db, request.body);
      await evaluateRule(rule.course_id, rule.id);
      return { message: request.t('Alert rule created successfully'), data: rule };
    },
  });
  route(app, alertRulesApi.update, {
    config: admin,
    handler: async (request) => {
      const rule = await updateAlertRule(db, request.params.id, request.body);
      await evaluateRule(rule.course_id, rule.id);
      return { message: request.t('Alert rule updated successfully'), data: rule };
    },
  });
  route(app, alertRulesApi.remove, {
    config: admin,
    handler: async (request) => {
      await deleteAlertRule(db, request.params.id);
      return { message: request.t('Alert rule deleted successfully'), data: null };
    },
  });

  route(app, alertsApi.list, {
    config: { guard: 'staff', scope: { class: 'query.classId' } },
    handler: async (request) => {
      const { rows, meta } = await listAlerts(db, currentUser(request), request.query);
      return { message: '', data: rows, meta };
    },
  });
  route(app, alertsApi.classes, {
    config: { guard: 'staff' },
    handler: async (request) => ({ message: '', data: await listAlertClasses(db, currentUser(request)) }),
  });
  route(app, alertsApi.acknowledge, {
    config: { guard: 'staff', scope: { record: 'alert', id: 'params.id' } },
    handler: async (request) => ({
      message: request.t('Alert acknowledged'),
      data: await acknowledgeAlert(db, currentUser(request).id, request.params.id, request.body),
    }),
  });
};
