import type { FastifyInstance } from 'fastify';
import type { SchemaTypes } from '../../http/schema-types';
import { officeContextOf } from '../../context/request-context';
import { declareAccess } from '../../plugins/access';
import { exportComplianceReport } from './compliance-report.service';
import { exportComplianceReportSchema, getComplianceStatusSchema, listComplianceAuditsSchema } from './compliance.schemas';
import { complianceAudits, complianceStatus } from './compliance.service';

/** Where the compliance calls live. */
export const COMPLIANCE_BASE = '/api/compliance';

const tenant = { tenant: true } as const;

/**
 * The office's compliance area (issue 21): its status, the audit log's compliance events, and the status as a
 * report. Served only where the office has the compliance feature on (403 FEATURE_UNAVAILABLE otherwise, before
 * any input is read); the office's roles decide who may see it (compliance.view), checked by the service.
 */
export async function complianceRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  declareAccess(app, { features: ['compliance'] });

  app.get(`${COMPLIANCE_BASE}/status`, { schema: getComplianceStatusSchema, config: tenant }, async (request) => ({ success: true as const, data: await complianceStatus(officeContextOf(request), request.query) }));

  app.get(`${COMPLIANCE_BASE}/audits`, { schema: listComplianceAuditsSchema, config: tenant }, async (request) => ({ success: true as const, data: await complianceAudits(officeContextOf(request), request.query) }));

  app.get(`${COMPLIANCE_BASE}/report`, { schema: exportComplianceReportSchema, config: tenant }, async (request, reply) => {
    const { format, ...period } = request.query;
    const file = await exportComplianceReport(officeContextOf(request), period, format);
    return reply
      .headers({ 'content-type': file.contentType, 'content-disposition': `attachment; filename="${file.fileName}"`, 'x-content-type-options': 'nosniff', 'cache-control': 'private, no-store' })
      .send(file.data);
  });
}
