import Fastify, { type FastifyInstance } from 'fastify';
import type { OfficeTypeCatalog } from '../engine/load/office-type-catalog';
import type { ServerConfig } from './config';
import type { DatabaseHandle } from './db/database';
import './http/request-context';
import { authRoutes } from './modules/auth/auth.routes';
import { refreshTokenRoutes } from './modules/auth/refresh-token.routes';
import { oneTimeCodeRoutes } from './modules/auth/sign-in/one-time-code.routes';
import { mfaRoutes } from './modules/mfa/mfa.routes';
import { googleRoutes } from './modules/google/google.routes';
import { accountRoutes } from './modules/account/account.routes';
import { activityRoutes } from './modules/activity/activity.routes';
import { avatarRoutes } from './modules/avatars/avatars.routes';
import { preferencesRoutes } from './modules/preferences/preferences.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { officeConfigRoutes } from './modules/office-config/office-config.routes';
import { officeTypesRoutes } from './modules/office-types/office-types.routes';
import { registrationRoutes } from './modules/registration/registration.routes';
import { invitationRoutes } from './modules/invitations/invitations.routes';
import { passwordRoutes } from './modules/passwords/passwords.routes';
import { sessionsRoutes } from './modules/sessions/sessions.routes';
import { demoRoutes } from './modules/demo/demo.routes';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes';
import { clientsRoutes } from './modules/clients/clients.routes';
import { documentTemplatesRoutes } from './modules/document-templates/document-templates.routes';
import { formsRoutes } from './modules/forms/forms.routes';
import { publicFormLinkRoutes, publicFormRoutes } from './modules/public-forms/public-forms.routes';
import { documentsRoutes } from './modules/documents/documents.routes';
import { signingRoutes } from './modules/signing/signing.routes';
import { pdfTemplatesRoutes } from './modules/pdf-templates/pdf-templates.routes';
import { simulationCalculationRoutes } from './modules/simulations/calculations.routes';
import { simulationRetirementRoutes } from './modules/simulations/retirement.routes';
import { simulationTemplateRoutes } from './modules/simulations/simulation-templates.routes';
import { simulationExportRoutes } from './modules/simulations/simulation-export.routes';
import { simulationsRoutes } from './modules/simulations/simulations.routes';
import { signingPublicRoutes } from './modules/signing-public/signing-public.routes';
import { opportunitiesRoutes } from './modules/opportunities/opportunities.routes';
import { recordWorkflowRoutes } from './modules/workflow-runtime/record-workflow.routes';
import { subjectWorkflowRoutes } from './modules/workflow-runtime/subject-workflow.routes';
import { recordsRoutes } from './modules/records/records.routes';
import { appointmentsRoutes } from './modules/appointments/appointments.routes';
import { calendarFeedRoutes } from './modules/calendar-feed/calendar-feed.routes';
import { workflowsRoutes } from './modules/workflows/workflows.routes';
import { tasksRoutes } from './modules/tasks/tasks.routes';
import { deadlinesRoutes } from './modules/deadlines/deadlines.routes';
import { complianceRoutes } from './modules/compliance/compliance.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { officeAdminRoutes } from './modules/office-admin/office-admin.routes';
import { jobsAdminRoutes } from './modules/jobs-admin/jobs-admin.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { teamRoutes } from './modules/team/team.routes';
import { createMailer, DEFAULT_MAIL_FROM, type Mailer } from './mail/mailer';
import { createStorage } from './storage/create-storage';
import type { FileStorage } from './storage/file-storage';
import { registerRefusalAudit } from './plugins/audit-refusals';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/errors';
import { registerGuards } from './plugins/guards';
import { registerOfficeWords } from './plugins/office-words';
import { registerRateLimits } from './plugins/rate-limits';
import { registerRouteTable } from './plugins/route-table';
import { registerTenantParameter } from './plugins/tenant-parameter';
import { registerSessions } from './plugins/session';
import { answerFrameworkError } from './plugins/framework-errors';
import { registerTextGuard, registerValidation } from './plugins/validation';
import { registerWebApp } from './plugins/web-app';
import { loggerOptions } from './http/logger-options';
import { xmlDocumentsRoutes } from './modules/xml/xml-documents.routes';
import { xmlSchemaRoutes } from './modules/xml/xml-schemas.routes';
import { xmlClientRoutes } from './modules/xml/xml-clients.routes';

/** What the app is built from; tests may pass their own mailer and storage. */
export interface AppDependencies {
  config: ServerConfig;
  catalog: OfficeTypeCatalog;
  database: DatabaseHandle;
  mailer?: Mailer;
  storage?: FileStorage;
  logger?: boolean;
}

/**
 * Builds the server: errors, sessions and tenancy, rate limits, security headers, the API documentation,
 * the guards (session, CSRF, tenant), then one module per business area, then the web app.
 */
export async function buildApp({ config, catalog, database, logger = false, ...deps }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? loggerOptions(config.isProduction) : false,
    trustProxy: config.trustProxy,
    frameworkErrors: answerFrameworkError,
  });
  registerTenantParameter(app);
  registerRouteTable(app);
  app.decorate('database', database);
  app.decorate('catalog', catalog);
  app.decorate('mailer', deps.mailer ?? createMailer({ database, ...(config.smtpUrl ? { smtpUrl: config.smtpUrl } : {}), from: DEFAULT_MAIL_FROM }));
  app.decorate('storage', deps.storage ?? createStorage(config));
  registerValidation(app);
  registerTextGuard(app);
  registerErrorHandling(app);
  registerOfficeWords(app, catalog);
  await registerSessions(app, { sessionSecret: config.sessionSecret, issuer: config.publicUrl });
  await registerRateLimits(app, { namespace: config.rateLimitNamespace, ...(config.redisUrl ? { redisUrl: config.redisUrl } : {}) });
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // 'unsafe-eval': Ajv compiles the office's form schemas (RJSF) into functions in the browser. The schemas come
        // from the office configuration, validated on the server; no user text is ever compiled.
        scriptSrc: ["'self'", "'unsafe-eval'"],
        // antd writes its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
      },
    },
  });
  await registerDocs(app);
  registerGuards(app, { sessionSecret: config.sessionSecret });
  registerRefusalAudit(app);
  app.get('/api/health', { schema: { response: { 200: { type: 'object', properties: { status: { const: 'ok' } } } } }, config: { public: true } }, async () => ({ status: 'ok' as const }));
  await app.register(authRoutes, { config, catalog });
  await app.register(oneTimeCodeRoutes, { config, catalog });
  await app.register(mfaRoutes, { config, catalog });
  await app.register(googleRoutes, { config, catalog });
  await app.register(refreshTokenRoutes, { config });
  await app.register(registrationRoutes, { config, catalog });
  await app.register(invitationRoutes, { config, catalog });
  await app.register(passwordRoutes, { config, catalog });
  await app.register(officeConfigRoutes, { catalog });
  await app.register(officeTypesRoutes, { catalog });
  await app.register(sessionsRoutes);
  await app.register(avatarRoutes);
  await app.register(profileRoutes, { catalog });
  await app.register(preferencesRoutes, { catalog });
  await app.register(activityRoutes);
  await app.register(accountRoutes, { catalog });
  await app.register(clientsRoutes);
  await app.register(documentsRoutes);
  await app.register(signingRoutes, { config });
  await app.register(signingPublicRoutes, { config, catalog });
  await app.register(pdfTemplatesRoutes);
  await app.register(simulationCalculationRoutes);
  await app.register(simulationRetirementRoutes);
  await app.register(simulationTemplateRoutes);
  await app.register(simulationsRoutes);
  await app.register(simulationExportRoutes);
  await app.register(documentTemplatesRoutes);
  await app.register(formsRoutes, { catalog });
  await app.register(publicFormLinkRoutes, { config });
  await app.register(publicFormRoutes, { catalog });
  await app.register(opportunitiesRoutes);
  await app.register(recordWorkflowRoutes);
  await app.register(subjectWorkflowRoutes);
  await app.register(recordsRoutes);
  await app.register(appointmentsRoutes);
  await app.register(calendarFeedRoutes, { config });
  await app.register(workflowsRoutes);
  await app.register(tasksRoutes);
  await app.register(deadlinesRoutes);
  await app.register(complianceRoutes);
  await app.register(notificationsRoutes);
  await app.register(dashboardRoutes);
  await app.register(officeAdminRoutes, { catalog });
  await app.register(jobsAdminRoutes);
  await app.register(auditRoutes);
  await app.register(teamRoutes);
  await app.register(devMailboxRoutes, { database, config });
  await app.register(demoRoutes, { config });
  await app.register(xmlDocumentsRoutes);
  await app.register(xmlSchemaRoutes);
  await app.register(xmlClientRoutes);
  await registerWebApp(app, config.webRoot);
  return app;
}
