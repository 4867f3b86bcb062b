import { redactSecrets } from '../../logging/redact';
import { avatarUrl } from '../../users/avatar-url';
import { effectiveLanguage, officeLanguages } from '../../users/office-languages';
import { auditOwnChange } from '../../users/own-change-audit';
import { asOwner, officeOf, type OwnContext } from '../../context/own-context';
import { effectivePreferences } from '../../users/user-preferences';
import { exportedAccount, exportedAuditEntries, exportedPreferences, exportedSecurityEvents, exportedSessions } from './export.queries';
import { actInOffice, ownMemberships } from './office-scope';

const iso = (value: Date | string | null | undefined): string | null => (value ? new Date(value).toISOString() : null);

/**
 * Everything the platform keeps about the signed-in user, as one JSON document: the account, profile,
 * preferences, memberships, sessions, security events and their own audit entries in each of their offices.
 * Only named columns are read, so no password, token or cookie hash can be in it; free-form details have
 * secret-looking fields blanked. The export is audited.
 */
export async function exportOwnData(ctx: OwnContext, now = new Date()) {
  const languages = officeLanguages(ctx);
  return asOwner(ctx, async (trx, userId) => {
    const account = await exportedAccount(trx, userId);
    if (!account) throw new Error('The signed-in user has no account row');
    const stored = await exportedPreferences(trx, userId);
    const memberships = await ownMemberships(trx);
    const sessions = await exportedSessions(trx, userId);
    const securityEvents = await exportedSecurityEvents(trx, userId);
    const auditEntries = [];
    for (const membership of memberships) {
      await actInOffice(trx, membership.tenant_id);
      for (const entry of await exportedAuditEntries(trx, userId)) auditEntries.push({ office: membership.slug, ...entry });
    }
    await actInOffice(trx, officeOf(ctx)?.tenant.id ?? null);
    await auditOwnChange(trx, ctx, { eventType: 'account.export', serviceName: 'users', entityType: 'user', entityId: userId, after: { format: 'json' }, success: true });
    return {
      format: 'lishka-account-export',
      version: 1,
      exportedAt: now.toISOString(),
      account: {
        id: account.id,
        email: account.email,
        firstName: account.first_name,
        lastName: account.last_name,
        isActive: account.is_active,
        isMfaEnabled: account.mfa_enabled,
        emailVerifiedAt: iso(account.email_verified_at),
        passwordChangedAt: iso(account.password_changed_at),
        createdAt: iso(account.created_at),
        updatedAt: iso(account.updated_at),
      },
      profile: account.profile_user_id
        ? {
            phone: account.phone,
            company: account.company,
            position: account.position,
            timezone: account.timezone,
            language: account.language,
            avatarUrl: avatarUrl(account.id, account.avatar_key),
            bio: account.bio,
            linkedIn: account.linked_in,
            website: account.website,
            updatedAt: iso(account.profile_updated_at),
          }
        : null,
      preferences: effectivePreferences(stored, effectiveLanguage(account.language, languages)),
      memberships: memberships.map((m) => ({ officeId: m.tenant_id, office: m.slug, officeName: m.name, officeType: m.office_type, role: m.role, professionalRole: m.professional_role, isActive: m.is_active, since: iso(m.created_at) })),
      sessions: sessions.map((s) => ({ id: s.id, officeId: s.tenant_id, createdAt: iso(s.created_at), lastSeenAt: iso(s.last_seen_at), expiresAt: iso(s.expires_at), endedAt: iso(s.revoked_at), ip: s.ip, userAgent: s.user_agent })),
      securityEvents: securityEvents.map((e) => ({ id: e.id, officeId: e.tenant_id, occurredAt: iso(e.created_at), eventType: e.event_type, success: e.success, ip: e.ip, userAgent: e.user_agent, details: redactSecrets(e.details ?? {}) })),
      auditEntries: auditEntries.map((a) => ({
        id: a.id,
        office: a.office,
        occurredAt: iso(a.occurred_at),
        eventType: a.event_type,
        serviceName: a.service_name,
        entityType: a.entity_type,
        entityId: a.entity_id,
        before: redactSecrets(a.before),
        after: redactSecrets(a.after),
        success: a.success,
        ip: a.ip,
        userAgent: a.user_agent,
      })),
    };
  });
}
