import { describe, expect, it } from 'vitest';
import { statusSegments } from './status-segments';

describe('status segments', () => {
  it('lists every status in the list’s order with its share, words, colour and link', () => {
    const segments = statusSegments({ active: 6, inactive: 1, pending: 3 }, (status) => `label:${status}`, (status) => `color:${status}`);
    expect(segments).toEqual([
      { status: 'active', count: 6, fraction: 0.6, label: 'label:active', color: 'color:active', href: '/clients?status=active' },
      { status: 'pending', count: 3, fraction: 0.3, label: 'label:pending', color: 'color:pending', href: '/clients?status=pending' },
      { status: 'inactive', count: 1, fraction: 0.1, label: 'label:inactive', color: 'color:inactive', href: '/clients?status=inactive' },
    ]);
  });

  it('gives every share 0 when there is no one', () => {
    expect(statusSegments({ active: 0, inactive: 0, pending: 0 }, String, String).map((segment) => segment.fraction)).toEqual([0, 0, 0]);
  });
});
