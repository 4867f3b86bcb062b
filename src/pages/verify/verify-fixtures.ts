import type { Verification } from './verify-api';

/** A sealed, unchanged PDF of a completed two-signer workflow, as /api/verify answers it. */
export function verification(overrides: Partial<Verification> = {}): Verification {
  return {
    isSealed: true,
    isIntact: true,
    isOurs: true,
    signedAt: '2026-11-20T14:32:00.000Z',
    signer: 'Lishka seal — משרד עו״ד כהן ושות׳',
    sha256: '9f2c6a1be04d7c3f5a8e2b1d0c9f8e7d6c5b4a39281706f5e4d3c2b1a0f9e8d7',
    workflow: {
      officeName: 'משרד עו״ד כהן ושות׳',
      documentName: 'הסכם שכר טרחה.pdf',
      completedAt: '2026-11-20T14:31:40.000Z',
      participants: [
        { name: 'Dana Mizrahi', role: 'signer', status: 'signed', actedAt: '2026-11-19T09:12:00.000Z' },
        { name: 'יוסי לוי', role: 'signer', status: 'signed', actedAt: '2026-11-20T14:31:00.000Z' },
      ],
      events: [
        { event: 'created', occurredAt: '2026-11-18T08:00:00.000Z', participantName: null },
        { event: 'submitted', occurredAt: '2026-11-18T08:01:00.000Z', participantName: null },
        { event: 'link_sent', occurredAt: '2026-11-18T08:01:05.000Z', participantName: 'Dana Mizrahi' },
        { event: 'viewed', occurredAt: '2026-11-19T09:10:00.000Z', participantName: 'Dana Mizrahi' },
        { event: 'signed', occurredAt: '2026-11-19T09:12:00.000Z', participantName: 'Dana Mizrahi' },
        { event: 'signed', occurredAt: '2026-11-20T14:31:00.000Z', participantName: 'יוסי לוי' },
        { event: 'completed', occurredAt: '2026-11-20T14:31:40.000Z', participantName: null },
        { event: 'sealed', occurredAt: '2026-11-20T14:32:00.000Z', participantName: null },
      ],
    },
    ...overrides,
  };
}
