import { describe, expect, it } from 'vitest';
import { planSteps } from './steps';

describe('the steps after the first', () => {
  const policy = (when: 'never' | 'new-device' | 'always', mfaRequired: boolean) => ({ otp: { when }, mfaRequired });

  it('asks an authenticator user for its code only, whatever the office asks by e-mail', () => {
    expect(planSteps({ method: 'password', mfaEnabled: true, policy: policy('always', true), knownDevice: false })).toEqual(['mfa']);
    expect(planSteps({ method: 'google', mfaEnabled: true, policy: policy('never', false), knownDevice: true })).toEqual(['mfa']);
  });

  it('asks for an e-mailed code always, on a new device only, or never, as the office says', () => {
    expect(planSteps({ method: 'password', mfaEnabled: false, policy: policy('always', false), knownDevice: true })).toEqual(['otp']);
    expect(planSteps({ method: 'password', mfaEnabled: false, policy: policy('new-device', false), knownDevice: false })).toEqual(['otp']);
    expect(planSteps({ method: 'password', mfaEnabled: false, policy: policy('new-device', false), knownDevice: true })).toEqual([]);
    expect(planSteps({ method: 'password', mfaEnabled: false, policy: policy('never', false), knownDevice: false })).toEqual([]);
  });

  it('sets up an authenticator after the e-mailed code when the office requires one, and never e-mails a code after Google', () => {
    expect(planSteps({ method: 'password', mfaEnabled: false, policy: policy('new-device', true), knownDevice: false })).toEqual(['otp', 'mfa-setup']);
    expect(planSteps({ method: 'google', mfaEnabled: false, policy: policy('always', true), knownDevice: false })).toEqual(['mfa-setup']);
    expect(planSteps({ method: 'google', mfaEnabled: false, policy: policy('always', false), knownDevice: false })).toEqual([]);
  });
});
