import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyServerOptions } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import { createMailer, type Mailer } from './mail/mailer';
import { translate, pickLanguage } from './i18n/translate';
import { registerAuth } from './plugins/auth';
import { registerEndpoints } from './plugins/endpoints';
import { transformOpenApiDocument, transformOpenApiRoute } from './plugins/openapi';
import { registerPolicy } from './plugins/policy';
import { withQuietClientAborts } from './plugins/client-aborts';
import { withRedactedSecrets } from './plugins/log-redaction';
import { registerErrorHandler } from './plugins/errors';
import { registerRateLimit } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security-headers';
import { IN_FLIGHT_LIMIT, registerLoadShedding } from './plugins/load-shedding';
import { registerCompression, webStaticOptions } from './plugins/compression';
import { registerRequestMetrics } from './plugins/metrics';
import { registerStartingGate } from './plugins/starting-gate';
import { serializerCompiler } from './plugins/serializer';
import { authRoutes } from './modules/auth/auth.routes';
import { centersRoutes } from './modules/centers/centers.routes';
import { usersRoutes } from './modules/users/users.routes';
import { teachersRoutes } from './modules/teachers/teachers.routes';
import { studentsRoutes } from './modules/students/students.routes';
import { studentsApprovalRoutes } from './modules/students-approval/students-approval.routes';
import { rankingRoutes } from './modules/ranking/ranking.routes';
import { importExportRoutes } from './modules/import-export/import-export.routes';
import { coursesRoutes } from './modules/courses/courses.routes';
import { courseEventsRoutes } from './modules/courses/course-events.routes';
import { classesRoutes } from './modules/classes/classes.routes';
import { classMembersRoutes } from './modules/classes/class-members.routes';
import { schoolsRoutes } from './modules/schools/schools.routes';
import { notesRoutes } from './modules/notes/notes.routes';
import { alertsRoutes } from './modules/alerts/alerts.routes';
import { studentSummariesRoutes } from './modules/student-summaries/student-summaries.routes';
import { userCalendarRoutes } from './modules/user-calendar/user-calendar.routes';
import {
  homeSelectOptionsRoutes,
  questionBankOptionsRoutes,
  selectOptionsRoutes,
} from './modules/select-options/select-options.routes';
import { studentRegistrationRoutes } from './modules/students/student-registration.routes';
import { educationalPartsRoutes } from './modules/educational-parts/educational-parts.routes';
import { questionsRoutes } from './modules/questions/questions.routes';
import { attendanceRoutes } from './modules/workstation/attendance.routes';
import { assessmentsRoutes } from './modules/workstation/assessments.routes';
import { classworksRoutes } from './modules/workstation/classworks.routes';
import { workstationFilesRoutes } from './modules/workstation/workstation-files.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { classEmailRoutes } from './modules/class-email/class-email.routes';
import { meetingsRoutes } from './modules/meetings/meetings.routes';
import { homeNotificationsRoutes } from './modules/notifications/home-notifications.routes';
import { homeMeetingsRoutes } from './modules/meetings/home-meetings.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { parentDigestRoutes } from './modules/parent-digest/parent-digest.routes';
import { unsubscribeRoutes } from './modules/parent-digest/unsubscribe.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { overallRoutes } from './modules/overall/overall.routes';
import { studentAuthRoutes } from './modules/student-auth/student-auth.routes';
import { videoProgressRoutes } from './modules/video-progress/video-progress.routes';
import { studentClassesRoutes } from './modules/student-classes/student-classes.routes';
import { gradingRoutes } from './modules/grading/grading.routes';
import { videosRoutes } from './modules/videos/videos.routes';
import { videoPlaybackRoutes } from './modules/videos/video-playback.routes';
import { pdfsRoutes, pdfFileRoutes } from './modules/pdfs/pdfs.routes';
import { studentMediaRoutes } from './modules/media/student-media.routes';
import { studentWorkRoutes } from './modules/student-work/student-work.routes';
import { studentPapersRoutes } from './modules/student-work/student-papers.routes';
import { auditLogRoutes } from './modules/audit-log/audit-log.routes';
import { backupRoutes } from './modules/backup/backup.routes';
import { classEventsRoutes } from './modules/class-events/class-events.routes';
import { healthRoutes } from './modules/health/health.routes';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's message in its Accept-Language. */
    t(message: string, params?: Record<string, string | number>): string;
  }
}

export type AppOptions = Omit<AppContext, 'mailer'> & {
  /** Default: outbox only (no delivery), as without SMTP_URL. */
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  bodyLimit?: number;
  /** Take the client address from X-Forwarded-For; only behind a proxy that sets it. */
  trustProxy?: boolean;
  /** Folder of the built web app; served at / with index.html for client routes. */
  webDist?: string;
  /** API requests worked on at once; more wait for a slot (plugins/load-shedding.ts). */
  maxInFlight?: number;
  /** Longest a request waits for a slot before 503 with Retry-After; 0 refuses at once. */
  queueBudgetMs?: number;
  /** Time each request for the metrics listener (default true); off when no METRICS_PORT serves them. */
  requestMetrics?: boolean;
};

/**
 * Every API module, registered the same way: each declares its routes' full paths in the contract
 * (/admin/… for staff, /home/… for students and sign-up) and registers them with routeOf under /api.
 */
const apiModules = [
  // probes: /api/health/…
  healthRoutes,
  // staff: /api/admin/…
  authRoutes,
  centersRoutes,
  usersRoutes,
  teachersRoutes,
  studentsRoutes,
  studentsApprovalRoutes,
  rankingRoutes,
  coursesRoutes,
  courseEventsRoutes,
  schoolsRoutes,
  classesRoutes,
  classMembersRoutes,
  notesRoutes,
  studentSummariesRoutes,
  userCalendarRoutes,
  selectOptionsRoutes,
  educationalPartsRoutes,
  questionsRoutes,
  questionBankOptionsRoutes,
  videosRoutes,
  pdfsRoutes,
  attendanceRoutes,
  assessmentsRoutes,
  classworksRoutes,
  workstationFilesRoutes,
  gradingRoutes,
  notificationsRoutes,
  classEmailRoutes,
  meetingsRoutes,
  settingsRoutes,
  parentDigestRoutes,
  reportsRoutes,
  dashboardRoutes,
  alertsRoutes,
  overallRoutes,
  importExportRoutes,
  auditLogRoutes,
  classEventsRoutes,
  backupRoutes,
  // the student side and sign-up: /api/home/…
  homeSelectOptionsRoutes,
  studentRegistrationRoutes,
  // a parent's unsubscribe link (no sign-in)
  unsubscribeRoutes,
  // the student's own side (guard 'student'): sign-in, then their classes and work
  studentAuthRoutes,
  videoProgressRoutes,
  studentClassesRoutes,
  homeNotificationsRoutes,
  homeMeetingsRoutes,
  studentWorkRoutes,
  studentPapersRoutes,
  // secure playback and PDF files behind grants
  videoPlaybackRoutes,
  pdfFileRoutes,
  studentMediaRoutes,
];

export async function buildApp(options: AppOptions) {
  const { logger = false, bodyLimit = 1024 * 1024, trustProxy = false, webDist, mailer, ...rest } = options;
  const { maxInFlight = IN_FLIGHT_LIMIT.postgres, queueBudgetMs, requestMetrics = true, ...services } = rest;
  const context: AppContext = {
    ...services,
    mailer: mailer ?? createMailer({ db: services.db, enqueue: null, appUrl: 'http://localhost:3000' }),
  };
  const app = Fastify({
    logger: withRedactedSecrets(withQuietClientAborts(logger)),
    bodyLimit,
    trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorateRequest('t', (message: string) => message);
  // Set first, so every later hook and the error handler answer in the caller's language.
  app.addHook('onRequest', async (request) => {
    const language = pickLanguage(request.headers['accept-language']);
    request.t = (message, params) => translate(language, message, params);
  });
  registerErrorHandler(app);
  registerRequestMetrics(app, requestMetrics);
  registerStartingGate(app, context.isStarting);
  // Before the guards, so that a refused request carries the headers too.
  await registerSecurityHeaders(app);
  registerLoadShedding(app, maxInFlight, queueBudgetMs);
  await registerCompression(app);
  registerAuth(app, context.db);
  registerPolicy(app, context.db);
  registerEndpoints(app);
  await registerRateLimit(app, context.db, context.settings.rateLimit);

  await app.register(fastifySwagger, {
    openapi: {
      // 3.1: JSON Schema 2020-12, where a tuple keeps its members (prefixItems) and null is a type.
      openapi: '3.1.0',
      info: { title: 'Staff back-office API', version: '1.0.0' },
      // The paths are from the root of the server that serves this document.
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: transformOpenApiRoute,
    transformObject: transformOpenApiDocument,
  });
  // Swagger UI's page carries its own policy, with the hashes of its inline parts.
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // Uploads stream; each route passes its own, smaller limits to request.parts().
  await app.register(fastifyMultipart, { limits: { fileSize: 100 * 1024 * 1024, files: 10 } });
  for (const module of apiModules) {
    await app.register(module, { ...context, prefix: '/api' });
  }

  const hasWeb = webDist && fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) await app.register(fastifyStatic, webStaticOptions(webDist));

  app.setNotFoundHandler((request, reply) => {
    // A missing built file (a chunk of an older deploy) is a 404, not the app page: HTML where a script was asked for.
    const isAsset = request.url.startsWith('/assets/');
    if (hasWeb && request.method === 'GET' && !request.url.startsWith('/api') && !isAsset) {
      // The student app (its own bundle) owns /student and everything under it.
      const isStudentApp = /^\/student(\/|\?|$)/.test(request.url);
      return reply.type('text/html').sendFile(isStudentApp ? 'student/index.html' : 'index.html');
    }
    return reply.status(404).send({ message: request.t('Not found'), data: null, errors: null });
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
