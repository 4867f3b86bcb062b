import type * as Api from '../../../api/generated/api-types';

/** What GET /audit/status answers (generated from server/modules/audit/audit.schemas.ts). */
export type AuditStatusAnswer = Api.AuditStatusAnswer;

/** Whether record access is audited, and what the office's log holds. */
export type AuditStatus = AuditStatusAnswer['data'];

/** What POST /audit/toggle answers: the new status, in the server's words. */
export type AuditToggled = Api.AuditToggled;

/** What GET /audit/configuration answers. */
export type AuditConfigurationAnswer = Api.AuditConfigurationAnswer;

/** The settings, their bounds and which event types may be excluded. */
export type AuditConfiguration = AuditConfigurationAnswer['data'];

/** What PUT /audit/configuration answers: the configuration as it now is, in the server's words. */
export type AuditConfigurationChanged = Api.AuditConfigurationChanged;

/** What PUT /audit/configuration changes (what is left out stays). */
export type AuditConfigurationChange = Api.AuditConfigurationChange;

/** What GET /audit/logs answers. */
export type AuditLogsAnswer = Api.AuditLogsAnswer;

/** A page of a search (spec 3 §3). */
export type AuditLogsPage = AuditLogsAnswer['data'];

/** One entry of the office's audit log. */
export type AuditLog = AuditLogsPage['logs'][number];

/** What GET /audit/statistics answers. */
export type AuditStatisticsAnswer = Api.AuditStatisticsAnswer;

/** The figures over a range. */
export type AuditStatistics = AuditStatisticsAnswer['data'];

/** What GET /audit/verify answers. */
export type AuditVerificationAnswer = Api.AuditVerificationAnswer;

/** Whether the hash chain holds, and where it first breaks. */
export type AuditVerification = AuditVerificationAnswer['data'];
