import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, checkProfileFields, normalizedUrl } from './profile-fields';

describe('profile fields', () => {
  it('knows IANA time zones by their canonical name, and nothing else', () => {
    expect(canonicalTimeZone('Asia/Jerusalem')).toBe('Asia/Jerusalem');
    expect(canonicalTimeZone('asia/jerusalem')).toBe('Asia/Jerusalem');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    // A link may come back as the zone ICU calls canonical; either is an IANA name.
    expect(['America/Argentina/Buenos_Aires', 'America/Buenos_Aires']).toContain(canonicalTimeZone('America/Argentina/Buenos_Aires'));
    for (const name of ['Mars/Olympus', '+02:00', '../etc', 'Asia/', '', 'Asia Jerusalem']) expect(canonicalTimeZone(name), name).toBeUndefined();
  });

  it('takes http(s) addresses with a host, adding https:// when no scheme is typed', () => {
    expect(normalizedUrl('example.com/me')).toBe('https://example.com/me');
    expect(normalizedUrl('http://example.com')).toBe('http://example.com/');
    for (const text of ['javascript:alert(1)', 'ftp://example.com', 'https://localhost', 'https://a:b@example.com', 'data:text/html,hi', 'not a url']) expect(normalizedUrl(text), text).toBeUndefined();
  });

  it('cleans what it takes and names every field it refuses', () => {
    expect(checkProfileFields({ firstName: ' Dana ', company: '  ', phone: '+972-3-555-0000', linkedIn: 'www.linkedin.com/in/dana' })).toEqual({
      changes: { firstName: 'Dana', company: null, phone: '+972-3-555-0000', linkedIn: 'https://www.linkedin.com/in/dana' },
      errors: [],
    });
    const { errors } = checkProfileFields({ lastName: ' ', phone: '123', timezone: 'Nowhere/Town', website: 'mailto:a@b.c', linkedIn: 'https://notlinkedin.com/in/x' });
    expect(errors.map((error) => error.field)).toEqual(['lastName', 'phone', 'timezone', 'website', 'linkedIn']);
    for (const error of errors) expect(error.messages.he).toMatch(/[א-ת]/);
  });
});
