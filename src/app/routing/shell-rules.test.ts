import { describe, expect, it } from 'vitest';
import { drawerStartsOpen, drawerWidth } from '../layout/drawer-width';
import { loginPathFor, safeReturnPath } from './login-path';
import { routeMotion } from './route-motion';

describe('the drawer width (spec 1 §2)', () => {
  it('is 15% of the window, between 200 and 300 pixels', () => {
    expect(drawerWidth(1000)).toBe(200);
    expect(drawerWidth(1600)).toBe(240);
    expect(drawerWidth(2400)).toBe(300);
    expect(drawerWidth(360)).toBe(200);
  });

  it('starts closed on the PDF form builder only', () => {
    expect(drawerStartsOpen('/pdf-form-builder')).toBe(false);
    expect(drawerStartsOpen('/pdf-form-builder/3')).toBe(false);
    expect(drawerStartsOpen('/form-builder')).toBe(true);
    expect(drawerStartsOpen('/dashboard')).toBe(true);
  });
});

describe('page transitions (spec 1 §2)', () => {
  it('slides up for sign-in pages, scales dashboards, fades public pages and slides the rest', () => {
    expect(routeMotion('/login')).toBe('slide-up');
    expect(routeMotion('/verify-otp')).toBe('slide-up');
    expect(routeMotion('/auth/register-success')).toBe('slide-up');
    expect(routeMotion('/dashboard')).toBe('scale');
    expect(routeMotion('/workspace')).toBe('scale');
    expect(routeMotion('/')).toBe('fade');
    expect(routeMotion('/products/forms')).toBe('fade');
    expect(routeMotion('/terms')).toBe('fade');
    expect(routeMotion('/clients')).toBe('slide');
    expect(routeMotion('/matters/4')).toBe('slide');
  });
});

describe('the way back after sign-in', () => {
  it('remembers where the visitor was, query and all', () => {
    expect(loginPathFor({ pathname: '/deadlines', search: '?view=week', hash: '' })).toBe(`/login?from=${encodeURIComponent('/deadlines?view=week')}`);
    expect(loginPathFor({ pathname: '/', search: '', hash: '' })).toBe('/login');
  });

  it('accepts only paths of this site, never another host or the sign-in pages themselves', () => {
    expect(safeReturnPath('/clients?status=active')).toBe('/clients?status=active');
    expect(safeReturnPath('//evil.example.com/x')).toBeUndefined();
    expect(safeReturnPath('/\\evil.example.com')).toBeUndefined();
    expect(safeReturnPath('https://evil.example.com')).toBeUndefined();
    expect(safeReturnPath('/login')).toBeUndefined();
    expect(safeReturnPath('/login?from=/x')).toBeUndefined();
    expect(safeReturnPath('/auth/google/complete')).toBeUndefined();
    expect(safeReturnPath(null)).toBeUndefined();
    expect(safeReturnPath(`/${'a'.repeat(600)}`)).toBeUndefined();
  });
});
