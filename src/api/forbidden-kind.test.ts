import { describe, expect, it } from 'vitest';
import { forbiddenKind } from './forbidden-kind';

describe('forbiddenKind (spec 1 §4)', () => {
  it('keeps PASSWORD_EXPIRED for the change-password screen', () => {
    expect(forbiddenKind({ code: 'PASSWORD_EXPIRED', message: 'Your password has expired; change it to continue' })).toBe('password-expired');
  });

  it.each([
    { code: 'CSRF_TOKEN_INVALID' },
    { message: 'Forbidden' },
    { message: 'Invalid token' },
    { error: 'token mismatch' },
    { messages: { he: 'אסימון CSRF שגוי', en: 'Something else' } },
  ])('takes %j as a token problem', (body) => {
    expect(forbiddenKind(body)).toBe('csrf');
  });

  it('takes any other 403 as the end of the session', () => {
    expect(forbiddenKind({ code: 'ADMIN_REQUIRED', message: 'You need administrator permissions' })).toBe('auth-lost');
    expect(forbiddenKind(undefined)).toBe('auth-lost');
  });

  it('takes a refused move or a viewer’s change of a record as that action’s refusal, not the session’s end', () => {
    expect(forbiddenKind({ code: 'TRANSITION_ROLE_REFUSED', message: 'Only a partner may close a matter' })).toBe('refused');
    expect(forbiddenKind({ code: 'RECORDS_READ_ONLY', message: 'A viewer cannot change records' })).toBe('refused');
    expect(forbiddenKind({ code: 'SUBJECT_WORKFLOW_FORBIDDEN', message: 'Your role may not see the workflow of clients' })).toBe('refused');
  });

  it('reads the words, not the code: the server’s FORBIDDEN refusal is no token problem', () => {
    expect(forbiddenKind({ code: 'FORBIDDEN', message: 'Access denied: you do not have the required permissions', messages: { he: 'הגישה נדחתה: אין לך את ההרשאות הנדרשות', en: 'Access denied: you do not have the required permissions' } })).toBe('auth-lost');
  });
});
