import type { OfficeTypeCatalog } from '../../engine/load/office-type-catalog';
import type { OfficeRole } from '../context/office-context';
import type { ReadOnlyRoles } from '../plugins/access';
import type { DatabaseHandle } from '../db/database';
import type { RateLimiter } from '../security/rate-limiter';
import type { Mailer } from '../mail/mailer';
import type { RouteRecord } from '../plugins/route-table';
import type { FileStorage } from '../storage/file-storage';

/** The verified session of a request. */
export interface RequestAuth {
  sessionId: string;
  sessionHash: Buffer;
  userId: string;
  /** The tenant the session signed in to. */
  sessionTenantId: string | null;
  expiresAt: Date;
  idleTimeoutMinutes: number;
  /** The password is past the office's expiry: only changing it (and signing out) is allowed. */
  passwordChangeRequired: boolean;
  /** Authenticated by a Bearer access token rather than the session cookie (no CSRF needed: nothing ambient). */
  viaBearer: boolean;
}

/** A tenant the user belongs to, with their role there. */
export interface Membership {
  tenantId: string;
  slug: string;
  name: string;
  officeType: string;
  role: OfficeRole;
  professionalRole: string | null;
  /** The office's own overrides of its type's configuration (kept on the server; never answered as such). */
  overrides: Record<string, unknown>;
}

/** A tenant as the public sees it before sign-in. */
export interface PublicTenant {
  id: string;
  slug: string;
  name: string;
  officeType: string;
  overrides: Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    /** The office types, for resolving each office's configuration. */
    catalog: OfficeTypeCatalog;
    /** Shared limits for services: per address, per account (server/security/rate-limiter.ts). */
    rateLimiter: RateLimiter;
    mailer: Mailer;
    storage: FileStorage;
    /** Every route registered, for the conformance suites. */
    routeTable: RouteRecord[];
  }
  interface FastifyRequest {
    /** The verified session, when the request carries one. */
    auth: RequestAuth | null;
    /** The tenants the signed-in user belongs to. */
    memberships: Membership[];
    /** The tenant this request acts in: chosen among the user's memberships, never granted by a header. */
    tenant: Membership | null;
  }
  interface FastifyContextConfig {
    /** The route needs no session (sign-in, public configuration, health). */
    public?: boolean;
    /** Whether a state-changing call needs the CSRF token (default true; false only where spec 1 §7 exempts it). */
    csrf?: boolean;
    /** The route acts in a tenant: a signed-in user without one gets 403. */
    tenant?: boolean;
    /** The route stays open to a session whose password expired (sign-out, status, change password). */
    whilePasswordExpired?: boolean;
    /** The roles of the office that may call the route (default: every member); others get 403 before validation. */
    roles?: readonly OfficeRole[];
    /**
     * The features of the office the route serves (engine feature ids): the route answers 403 FEATURE_UNAVAILABLE
     * when the office has none of them on. Empty: a route no feature can take away. Declared per module
     * (`declareAccess`), for every route that acts in an office.
     */
    features?: readonly string[];
    /** Roles that may only read this route's data: a change by one is refused with the module's refusal, before the input is read. */
    readOnly?: ReadOnlyRoles;
    /** The path parameter that names a record, and the kind of record, for the tenant-isolation suite. */
    idParam?: { name: string; kind: string };
  }
}
