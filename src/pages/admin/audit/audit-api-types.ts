import type * as Api from '../../../api/generated/api-types';

/** What GET /audit/status answers (generated from server/modules/audit/audit.schemas.ts). */
export type AuditStatus = Api.AuditStatus;

/** What GET /audit/configuration answers: the settings, their bounds and which event types may be excluded. */
export type AuditConfiguration = Api.AuditConfiguration;

/** What PUT /audit/configuration changes (what is left out stays). */
export type AuditConfigurationChange = Api.AuditConfigurationChange;

/** A page of a search (spec 3 §3). */
export type AuditLogsPage = Api.AuditLogsPage;

/** One entry of the office's audit log. */
export type AuditLog = AuditLogsPage['logs'][number];

/** The figures of GET /audit/statistics over a range. */
export type AuditStatistics = Api.AuditStatistics;

/** What GET /audit/verify answers: whether the hash chain holds, and where it first breaks. */
export type AuditVerification = Api.AuditVerification;

/** The success envelope of the audit calls. */
export interface AuditAnswer<T> {
  success: true;
  data: T;
  message?: string;
  messages?: Record<string, string>;
}
