import type { FastifyInstance } from 'fastify';
import type { SchemaTypes } from '../../http/schema-types';
import { officeContextOf } from '../../context/request-context';
import { declareAccess } from '../../plugins/access';
import { verifyAuditChain } from './audit-chain.service';
import { exportLogs, searchLogs } from './audit-logs.service';
import { exportLogsSchema, searchLogsSchema } from './audit-logs.schemas';
import { auditChanged } from './audit.messages';
import { getConfigurationSchema, getStatusSchema, statisticsSchema, toggleSchema, updateConfigurationSchema, verifySchema } from './audit.schemas';
import { auditConfiguration, auditStatus, toggleAuditing, updateAuditConfiguration } from './audit-settings.service';
import { auditStatistics } from './audit-statistics.service';

/** Where the audit calls live. */
export const AUDIT_BASE = '/api/audit';

const tenant = { tenant: true } as const;

/**
 * The office's audit log (issue 8, spec 3 §3): search, statistics, export, settings and the hash chain's check,
 * for the office's admins only (403 ADMIN_REQUIRED for any other member).
 *
 * What the settings mean: every change of state, refusal, sign-in and administrative action is always audited,
 * whatever they say (a platform rule: turning auditing off never drops such an event). `enabled` and
 * `excludedEventTypes` govern the optional events only, record access (client.viewed,
 * client.document.downloaded; OPTIONAL_EVENT_TYPES), written by recordAccess() when the settings keep them.
 * Toggling and changing the configuration are themselves always audited, with before and after.
 * `retentionDays` is stored for the operator's pruning job, which runs outside the application role: the
 * application can neither change nor delete an entry (migration 013), and records where a pruned chain starts
 * in audit_chain_anchors.
 */
export async function auditRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  // Every route of the module is for the office's admins, refused before any input is read.
  declareAccess(app, { features: [], roles: ['admin'] });

  app.get(`${AUDIT_BASE}/status`, { schema: getStatusSchema, config: tenant }, async (request) => ({ success: true as const, data: await auditStatus(officeContextOf(request)) }));

  app.post(`${AUDIT_BASE}/toggle`, { schema: toggleSchema, config: tenant }, async (request) => {
    const status = await toggleAuditing(officeContextOf(request));
    return auditChanged(status.enabled ? 'AUDIT_ENABLED' : 'AUDIT_DISABLED', status);
  });

  app.get(`${AUDIT_BASE}/configuration`, { schema: getConfigurationSchema, config: tenant }, async (request) => ({ success: true as const, data: await auditConfiguration(officeContextOf(request)) }));

  app.put(`${AUDIT_BASE}/configuration`, { schema: updateConfigurationSchema, config: tenant }, async (request) =>
    auditChanged('AUDIT_CONFIGURATION_UPDATED', await updateAuditConfiguration(officeContextOf(request), request.body)),
  );

  app.get(`${AUDIT_BASE}/logs`, { schema: searchLogsSchema, config: tenant }, async (request) => ({
    success: true as const,
    data: await searchLogs(officeContextOf(request), request.query),
  }));

  app.get(`${AUDIT_BASE}/statistics`, { schema: statisticsSchema, config: tenant }, async (request) => ({
    success: true as const,
    data: await auditStatistics(officeContextOf(request), request.query),
  }));

  app.get(
    `${AUDIT_BASE}/export`,
    { schema: exportLogsSchema, config: tenant },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const file = await exportLogs(officeContextOf(request), query, format);
      return reply
        .headers({
          'content-type': file.contentType,
          'content-disposition': `attachment; filename="${file.fileName}"`,
          'x-content-type-options': 'nosniff',
          'cache-control': 'private, no-store',
          'x-export-row-count': String(file.rowCount),
          'x-export-truncated': String(file.isTruncated),
        })
        .send(file.data);
    },
  );

  app.get(`${AUDIT_BASE}/verify`, { schema: verifySchema, config: tenant }, async (request) => ({ success: true as const, data: await verifyAuditChain(officeContextOf(request)) }));
}
