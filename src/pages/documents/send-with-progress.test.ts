import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';

const session = vi.hoisted(() => ({
  api: { post: vi.fn(), refreshCsrfToken: vi.fn() },
  authStore: { getSnapshot: () => ({ tenant: { tenantId: 't-1', tenantSubdomain: 'levi' } }), accessToken: () => 'token-1' },
}));
vi.mock('../../app/session', () => session);
vi.mock('../../app/auth/tenant-hint', () => ({ readTenantHint: () => undefined }));
vi.mock('../../api/csrf-token-store', () => ({ readCsrfToken: () => 'csrf-1' }));

/** What the fake request was sent, and how it answers: progress events, then a status and a body. */
interface Script {
  status: number;
  body: unknown;
  progress: [number, number][];
}
const sent: { method?: string; url?: string; headers: Record<string, string>; body?: unknown; withCredentials?: boolean } = { headers: {} };
let script: Script;

class FakeRequest {
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  status = 0;
  responseText = '';
  withCredentials = false;
  open(method: string, url: string) {
    Object.assign(sent, { method, url });
  }
  setRequestHeader(name: string, value: string) {
    sent.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    Object.assign(sent, { body, withCredentials: this.withCredentials });
    for (const [loaded, total] of script.progress) this.upload.onprogress?.({ lengthComputable: true, loaded, total });
    this.status = script.status;
    this.responseText = script.body === undefined ? '' : JSON.stringify(script.body);
    queueMicrotask(() => (script.status === 0 ? this.onerror?.() : this.onload?.()));
  }
}

const { postWithProgress } = await import('./send-with-progress');
const form = () => new FormData();

describe('an upload with its progress', () => {
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    sent.headers = {};
    session.api.post.mockReset();
  });

  it('sends the session’s headers with credentials, reports each step and answers the body', async () => {
    script = { status: 201, body: { success: true, data: { id: 'd-1' } }, progress: [[25, 100], [100, 100]] };
    const steps: number[] = [];
    await expect(postWithProgress('/pdf/docs/upload', form(), (fraction) => steps.push(fraction))).resolves.toEqual({ success: true, data: { id: 'd-1' } });
    expect(steps).toEqual([0.25, 1, 1]);
    expect(sent).toMatchObject({ method: 'POST', url: '/api/pdf/docs/upload', withCredentials: true });
    expect(sent.headers).toMatchObject({ 'X-XSRF-TOKEN': 'csrf-1', 'X-Tenant-Id': 't-1', Authorization: 'Bearer token-1' });
  });

  it('turns a refusal into the ApiError the client would throw, with each field’s reason', async () => {
    script = { status: 415, body: { success: false, code: 'DOCUMENT_UNSUPPORTED', message: 'Refused', messages: { he: 'נדחה', en: 'Refused' }, errors: [{ field: 'file', messages: { he: 'תוכן', en: 'Content' } }] }, progress: [] };
    const refusal = await postWithProgress('/pdf/docs/upload', form(), () => undefined).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 415, code: 'DOCUMENT_UNSUPPORTED' });
    expect((refusal as ApiError).fieldErrors).toHaveLength(1);
  });

  it('sends a 401 or 403 again through the API client, which cures the session or the token', async () => {
    script = { status: 403, body: { success: false, code: 'CSRF_INVALID' }, progress: [] };
    session.api.post.mockResolvedValue({ success: true, data: { id: 'd-2' } });
    const body = form();
    await expect(postWithProgress('/pdf/docs/upload', body, () => undefined)).resolves.toEqual({ success: true, data: { id: 'd-2' } });
    expect(session.api.post).toHaveBeenCalledWith('/pdf/docs/upload', body, { signal: undefined });
  });

  it('says the network failed when the server is not reached', async () => {
    script = { status: 0, body: undefined, progress: [] };
    await expect(postWithProgress('/pdf/docs/upload', form(), () => undefined)).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});
