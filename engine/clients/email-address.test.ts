import { describe, expect, it } from 'vitest';
import domains from './disposable-email-domains.json';
import { emailFinding, isDisposableEmail } from './email-address';

describe('emailFinding', () => {
  it.each(['dana@example.com', 'first.last+tag@sub.example.co.il', 'A.Cohen@Example.ORG', ''])('accepts %j', (email) => {
    expect(emailFinding(email)).toBeUndefined();
  });

  it.each(['dana@', 'dana@example', 'example.com', 'da na@example.com', 'dana@@example.com', 'dana@exa_mple.com'])('refuses %j as not an address', (email) => {
    expect(emailFinding(email)).toBe('email');
  });

  it.each(['x@mailinator.com', 'X@MAILINATOR.COM', 'x@eu.mailinator.com', 'x@throwaway.email', 'x@yopmail.com'])('refuses %j as disposable', (email) => {
    expect(emailFinding(email)).toBe('disposable-email');
  });
});

describe('isDisposableEmail', () => {
  it('refuses every domain of the list', () => {
    expect(domains.length).toBeGreaterThanOrEqual(10);
    for (const domain of domains) expect(isDisposableEmail(`someone@${domain}`), domain).toBe(true);
  });

  it('matches whole domain labels, not the end of a name', () => {
    expect(isDisposableEmail('x@notmailinator.com')).toBe(false);
    expect(isDisposableEmail('x@mailinator.com.example.org')).toBe(false);
    expect(isDisposableEmail('x@gmail.com')).toBe(false);
  });
});
