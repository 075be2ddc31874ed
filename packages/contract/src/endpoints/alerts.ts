import { z } from 'zod';
import {
  alertAcknowledgeSchema,
  alertClassSummarySchema,
  alertListQuerySchema,
  alertRuleBodySchema,
  alertRuleSchema,
  alertSchema,
} from '../alerts';
import { idParamSchema, itemResponse, listQuerySchema, listResponse, messageResponse } from '../common';
import { endpoint } from '../endpoint';

export const alertRulesApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/alert-rules',
    guard: 'admin',
    query: listQuerySchema,
    response: listResponse(alertRuleSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/admin/alert-rules',
    guard: 'admin',
    body: alertRuleBodySchema,
    response: itemResponse(alertRuleSchema),
    description: 'The rule is evaluated for every class it covers at once; a threshold out of range or an unknown kind is 422.',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/admin/alert-rules/:id',
    guard: 'admin',
    params: idParamSchema,
    body: alertRuleBodySchema,
    response: itemResponse(alertRuleSchema),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/admin/alert-rules/:id',
    guard: 'admin',
    params: idParamSchema,
    response: messageResponse,
    description: 'Its alerts go with it.',
  }),
};

export const alertsApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/alerts',
    guard: 'staff',
    query: alertListQuerySchema,
    response: listResponse(alertSchema),
    description: 'Alerts of the classes the caller sees, newest first.',
  }),
  classes: endpoint({
    method: 'GET',
    path: '/admin/alerts/classes',
    guard: 'staff',
    response: itemResponse(z.array(alertClassSummarySchema)),
    description: 'The At risk card: each visible class with open alerts, most first (at most 50).',
  }),
  acknowledge: endpoint({
    method: 'POST',
    path: '/admin/alerts/:id/acknowledge',
    guard: 'staff',
    params: idParamSchema,
    body: alertAcknowledgeSchema,
    response: itemResponse(alertSchema),
    errors: [409],
    description: 'An acknowledged alert stays until its condition no longer holds; then it is resolved on its own.',
  }),
};
