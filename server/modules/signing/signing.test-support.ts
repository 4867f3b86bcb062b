import { inOfficeWithMail } from '../workflow-runtime/workflow-mail-queue';
import type { OfficeContext } from '../../context/office-context';
import { withContext } from '../../db/context';
import type { TestAgent } from '../../testing/test-agent';
import type { TestApp } from '../../testing/test-app';
import type { SigningEvent } from '../../../engine/signing/signing-events';
import { applySigningEvent } from './signing-store';
import { SIGNING_BASE } from './signing-paths';

/** The signing calls for an agent, under /api/pdf/signing. */
export function signingApi(agent: TestAgent) {
  return {
    get: (path = '') => agent.request({ method: 'GET', url: `${SIGNING_BASE}${path}` }),
    post: (path: string, payload?: object) => agent.request({ method: 'POST', url: `${SIGNING_BASE}${path}`, ...(payload ? { payload } : {}), csrf: true }),
    put: (path: string, payload: object) => agent.request({ method: 'PUT', url: `${SIGNING_BASE}${path}`, payload, csrf: true }),
    delete: (path: string) => agent.request({ method: 'DELETE', url: `${SIGNING_BASE}${path}`, csrf: true }),
  };
}

/** Settings of the tests: order required, reminders every 24 hours, links for 3 days. */
export const SETTINGS = { requireOrder: true, allowDecline: true, sendReminders: true, reminderInterval: 24, publicAccess: true, linkDays: 3 };

/** A workflow's body: two outside signers in order, a signature box each on page 1. */
export function twoSignersBody(documentId: string, first: string, second: string, extra: object = {}) {
  return {
    documentId,
    message: 'Please sign',
    settings: SETTINGS,
    participants: [
      { key: 'a', role: 'signer', order: 1, name: 'First Signer', email: first, language: 'en' },
      { key: 'b', role: 'signer', order: 2, name: 'שני החותם', email: second },
    ],
    fields: [
      { participantKey: 'a', kind: 'signature', page: 1, x: 0.1, y: 0.8, width: 0.3, height: 0.1 },
      { participantKey: 'b', kind: 'signature', page: 1, x: 0.5, y: 0.8, width: 0.3, height: 0.1 },
    ],
    ...extra,
  };
}

/** Applies an event as the system would (the public page's code does the same), mail sent once it commits. */
export function applyAsSystem(ctx: OfficeContext, workflowId: string, event: SigningEvent, detail?: Record<string, unknown>) {
  return inOfficeWithMail(ctx, (trx) => applySigningEvent(trx, ctx, workflowId, event, { ip: '203.0.113.9', userAgent: 'test-browser' }, detail));
}

/** A workflow's participants as stored, in their order. */
export function participantsIn(t: TestApp, tenantId: string, workflowId: string) {
  return withContext(t.database.db, { tenantId }, (trx) =>
    trx.selectFrom('signing_participants').select(['id', 'email', 'status', 'token_hash', 'link_expires_at', 'link_sent_at', 'reminded_at', 'decline_reason']).where('workflow_id', '=', workflowId).orderBy('position').execute(),
  );
}

/** The token of the last signing link mailed in a text body. */
export const tokenIn = (text: string): string | undefined => [...text.matchAll(/\/sign\/([A-Za-z0-9_-]+)/g)].at(-1)?.[1];
