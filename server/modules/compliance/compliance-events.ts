/**
 * The audit events a compliance review reads (issue 21): who got in and how (passwords, multi-factor, linked
 * sign-ins), who may do what (invitations, roles, deactivations, the office's settings), what left the office or
 * was destroyed (exports, deletions, merges), the audit's own settings, workflow decisions and breaches, and the
 * background work that failed for good and what an admin did with it. The
 * everyday work (a client viewed, a note written) is the audit screen's, not this list's.
 */
export const COMPLIANCE_EVENT_TYPES = [
  'auth.password.change',
  'auth.password.reset',
  'auth.forgot_password',
  'auth.mfa.setup',
  'auth.mfa.enable',
  'auth.mfa.disable',
  'auth.provider.linked',
  'auth.provider.unlinked',
  'session.end-others',
  'account.export',
  'account.delete',
  'user.invitation.create',
  'user.invitation.revoke',
  'user.invitation.accept',
  'team.role_changed',
  'team.member_deactivated',
  'team.member_reactivated',
  'office.settings.save',
  'office.settings.revert',
  'audit.toggle',
  'audit.configuration.update',
  'audit.export',
  'client.delete',
  'client.merge',
  'client.document.delete',
  'clients.import',
  'clients.export',
  'record.delete',
  'record.workflow.approved',
  'record.workflow.rejected',
  'record.sla.breached',
  'job.dead',
  'job.retried',
  'job.discarded',
  'calendar_feed.create',
  'calendar_feed.revoke',
  'request.refused',
  'compliance.report.export',
] as const;

/** The event a compliance report's export writes. */
export const COMPLIANCE_EXPORT_EVENT = 'compliance.report.export';
