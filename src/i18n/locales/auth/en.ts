import type { StringTree } from '../locale-strings';

/** The sign-in screens' words, in English (the namespace is ../auth.ts). */
export const authEn = {
  layout: { home: 'Lishka — home page', logoAlt: '{{name}} logo', terms: 'Terms of use', privacy: 'Privacy policy', rights: '© {{year}} Lishka' },
  fields: {
    email: 'Email', password: 'Password', newPassword: 'New password', confirmPassword: 'Confirm password', firstName: 'First name', lastName: 'Last name',
    officeName: 'Office name', officeType: 'Office type', slug: 'Office address', code: 'Verification code', authenticatorCode: 'Authenticator code', codeDigit: 'Digit {{index}} of {{count}}',
  },
  validation: {
    emailRequired: 'Enter your email address', emailInvalid: 'The email address is not valid', passwordRequired: 'Enter your password', confirmRequired: 'Enter the password again',
    passwordsMismatch: 'Passwords do not match', termsRequired: 'The terms of use must be accepted', firstNameRequired: 'Enter your first name', lastNameRequired: 'Enter your last name',
    officeNameRequired: 'Enter the office name', officeTypeRequired: 'Choose an office type', slugRequired: 'Choose an address for the office',
    slugPattern: 'Only lower-case Latin letters, digits and hyphens (not first or last), up to 63 characters', codeRequired: 'A valid 6-digit code is required', mfaCodeFormat: 'The authenticator code must be exactly 6 digits',
  },
  passwordRules: 'The password needs: {{rules}}',
  backToLogin: 'Back to login',
  login: {
    title: 'Log in', subtitle: 'Welcome back! Enter your account details to continue.', officeSubtitle: 'Log in to <bdi>{{office}}</bdi>', submit: 'Log in', forgot: 'Forgot password?',
    noAccount: 'No account yet?', register: 'Create account', or: 'or', google: 'Sign in with Google', sessionExpired: 'Session expired; log in again', googleFailed: 'Google sign-in failed',
  },
  google: {
    reasons: {
      'not-configured': 'Google sign-in is not configured on this server', unreachable: 'Google could not be reached; try again in a moment', cancelled: 'Google sign-in was cancelled or refused at Google',
      'flow-invalid': 'This Google sign-in is unknown, expired or already used; start again',
      'other-browser': 'This Google sign-in was started in another browser, or its cookie was lost; start again in this browser', 'exchange-failed': 'Google did not confirm the sign-in; start again',
      'not-linked': 'No Lishka account is linked to this Google account. Sign in with your e-mail and password and link Google from your profile; Google does not create accounts, so register first.',
    },
    codes: { ACCOUNT_LOCKED: 'Account locked; try again later', ACCOUNT_DISABLED: 'Account disabled; contact your office administrator', NO_OFFICE: 'Your account does not belong to any office', EMAIL_NOT_VERIFIED: 'Email not verified' },
    completing: 'Completing the Google sign-in…',
  },
  register: {
    title: 'Create account', subtitle: 'Open a new office on Lishka in a few steps.', yourDetails: 'Your details', officeDetails: 'Office details',
    slugHelp: 'The office’s own address: lower-case Latin letters, digits and hyphens.', acceptTerms: 'I have read and accept the ', termsLink: 'terms of use', submit: 'Create account',
    haveAccount: 'Already have an account?', login: 'Log in', officeTypesFailed: 'Could not load the office types',
    invitationLoading: 'Loading the invitation…', invitation: 'You are invited to join <bdi>{{office}}</bdi> as {{role}}.', invitationEmail: 'You will register with the address the invitation was sent to.',
    invitationHasAccount: 'An account with <bdi>{{email}}</bdi> already exists. Log in to it to join the office.', invitationInvalid: 'This invitation cannot be used', registerWithout: 'Register without an invitation',
  },
  registerSuccess: {
    title: 'Check your email', text: 'We sent <bdi>{{email}}</bdi> a message with the next step. Follow it before you log in.', textNoEmail: 'We sent your email address a message with the next step. Follow it before you log in.',
    notReceived: 'Didn’t get it? Look in your spam folder, or ask for a new link.', resend: 'Send a new link', login: 'Go to login',
  },
  confirm: { title: 'Confirm your email address', checking: 'Confirming your address…', successTitle: 'Address confirmed', failedTitle: 'We could not confirm the address', missingToken: 'The link has no confirmation code; ask for a new link.', login: 'Go to login' },
  forgot: {
    title: 'Reset your password', subtitle: 'Enter your account’s email address and we will send it a link to choose a new password.', submit: 'Send link',
    sentTitle: 'Check your email', sentHint: 'The link works for one hour. If it did not arrive, look in your spam folder.', remembered: 'Remembered your password?',
  },
  otp: {
    title: 'One-time code', sentTo: 'We sent a 6-digit code to <bdi>{{destination}}</bdi>. It works for 5 minutes.', sentToYou: 'We sent a 6-digit code to your email. It works for 5 minutes.',
    submit: 'Verify', resend: 'Send a new code', resendIn: 'You can ask for a new code in <bdi>{{seconds}}</bdi> seconds', noMoreResends: 'Every code this sign-in allows was sent. If none arrived, log in again.',
    otherAccount: 'Log in with another account',
  },
  pending: { expired: 'Too much time passed since you logged in; log in again.', missing: 'No sign-in is waiting for this step; log in again.' },
  mfa: {
    title: 'Two-step verification', subtitle: 'Open your authenticator app and enter the 6-digit code it shows.', submit: 'Verify',
    setupTitle: 'Set up two-step verification', setupIntro: 'Your office requires two-step verification. Add the account to an authenticator app (such as Google Authenticator or Microsoft Authenticator) and enter the code it shows.',
    scan: 'Scan the code with the app', qrAlt: 'QR code to add the account to your authenticator app', manual: 'Cannot scan? Enter this key by hand:', secretLabel: 'Key for manual entry',
    copy: 'Copy the key', copied: 'Key copied', copyFailed: 'Copying failed; select the key and copy it', enterCode: 'Enter the code the app shows', confirm: 'Confirm and continue', preparing: 'Preparing the set-up…', restart: 'Start the set-up again',
    errors: {
      noSession: 'No MFA session found. Please try logging in again.', sessionExpired: 'Your MFA session has expired. Please try logging in again.',
      setupSessionNotFound: 'MFA setup session not found. Please try setting up MFA again.', setupSessionExpired: 'Your MFA setup session has expired. Please try setting up MFA again.',
      verifyFailed: 'Failed to verify MFA code', confirmFailed: 'Failed to confirm MFA setup', setupFailed: 'Failed to setup MFA',
    },
  },
  reset: {
    title: 'Choose a new password', subtitle: 'Enter your account’s email address and choose a new password.', submit: 'Save password', missingToken: 'The link has no reset code; ask for a new link.', askAgain: 'Ask for a new link',
  },
} as const satisfies StringTree;
