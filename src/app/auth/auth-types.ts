/** The signed-in user (spec 1 §3), with their role in the current office. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: 'admin' | 'manager' | 'user' | 'viewer';
  professionalRole: string | null;
  isActive: boolean;
  isMfaEnabled: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The tenant context (spec 1 §3). */
export interface TenantView {
  tenantId: string;
  tenantName: string;
  tenantSubdomain: string;
  isSuperAdmin: boolean;
  officeType: string;
}

/** An office the user belongs to. */
export interface Membership {
  tenantId: string;
  slug: string;
  name: string;
  officeType: string;
  role: SessionUser['role'];
  professionalRole: string | null;
}

/** What GET /api/auth/status answers. */
export interface StatusAnswer {
  success: true;
  csrfToken?: string;
  testingBypassAllowed?: boolean;
  isAuthenticated: boolean;
  expiresIn?: number;
  user?: SessionUser;
  tenant?: TenantView;
  tenants?: Membership[];
  passwordChangeRequired?: boolean;
}

/** What a sign-in step answers (server/modules/auth/sign-in/sign-in.schemas.ts): signed in, or waiting for another step. */
export interface SignInAnswer {
  success: true;
  message: string;
  messages?: Record<string, string>;
  session?: string;
  sessionExpiresIn?: number;
  otpRequired?: boolean;
  requiresOtp?: boolean;
  deliveryMedium?: 'EMAIL';
  destination?: string;
  mfaRequired?: boolean;
  mfaSetupRequired?: boolean;
  office?: PendingOffice;
  csrfToken?: string;
  accessToken?: string;
  idToken?: string;
  tokenExpiresIn?: number;
  expiresIn?: number;
  passwordChangeRequired?: boolean;
  user?: SessionUser;
  tenant?: TenantView;
  tenants?: Membership[];
}

/** The office a pending sign-in goes to: its address and name. */
export interface PendingOffice {
  slug: string;
  name: string;
}

/** A sign-in waiting for its next step, kept in the tab so a reload of the step's page can go on. */
export interface PendingSignIn {
  step: 'otp' | 'mfa' | 'mfa-setup';
  session: string;
  email: string;
  /** When the pending sign-in stops waiting, in epoch milliseconds. */
  expiresAt: number;
  destination?: string;
  /** The office being signed in to, as the server named it after the password; its brand shows in the code steps. */
  office?: PendingOffice;
  /** Where to go once signed in. */
  returnTo?: string;
}

/** Where authentication stands in this tab. */
export type AuthPhase = 'checking' | 'signed-out' | 'signed-in';

/** The auth state (spec 1 §3). */
export interface AuthState {
  phase: AuthPhase;
  user?: SessionUser;
  tenant?: TenantView;
  tenants: Membership[];
  /** Whether the server allows the testing=true guard bypass (decision 6). */
  testingBypassAllowed: boolean;
  passwordChangeRequired: boolean;
  /** Seconds of inactivity before the session ends, as last told. */
  expiresIn?: number;
  pending?: PendingSignIn;
  /** Why the last session ended, to say so on the login page. */
  lostReason?: 'session-expired' | 'forbidden' | 'signed-out';
}
