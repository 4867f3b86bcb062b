import type * as Api from '../../api/generated/api-types';

/** What GET /api/auth/status answers (generated from server/modules/auth). */
export type StatusAnswer = Api.AuthStatusAnswer;

/** What a sign-in step answers (server/modules/auth/sign-in/sign-in.schemas.ts): signed in, or waiting for another step. */
export type SignInAnswer = Api.SignInAnswer;

/** The part of a sign-in step's answer that says what comes next; a step the browser resumes itself (a resend, a Google return) has no message. */
export type SignInStep = Omit<SignInAnswer, 'success' | 'message' | 'messages'>;

/** The signed-in user (spec 1 §3), with their role in the current office. */
export type SessionUser = NonNullable<StatusAnswer['user']>;

/** The tenant context (spec 1 §3). */
export type TenantView = NonNullable<StatusAnswer['tenant']>;

/** An office the user belongs to. */
export type Membership = NonNullable<StatusAnswer['tenants']>[number];

/** The office a pending sign-in goes to: its address and name. */
export type PendingOffice = NonNullable<SignInAnswer['office']>;

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
