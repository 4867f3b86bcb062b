import { describe, expect, it } from 'vitest';
import { createApiClient } from './api-client';
import type { DownloadedFile } from './api-client-options';
import { ApiError } from './api-error';

interface Sent {
  readonly url: string;
  readonly init: RequestInit;
}

/** A client over a fake fetch answering in turn from `answers`, recording what it was sent. */
function clientAnswering(...answers: (() => Response)[]) {
  const sent: Sent[] = [];
  const delays: number[] = [];
  const client = createApiClient({
    baseUrl: 'http://test/api',
    fetch: async (input, init) => {
      sent.push({ url: String(input), init: init ?? {} });
      const answer = answers[Math.min(sent.length - 1, answers.length - 1)];
      return answer!();
    },
    getLanguage: () => 'es',
    getCsrfToken: () => 'csrf-1',
    getUsername: () => 'dana@example.com',
    sleep: async (ms) => {
      delays.push(ms);
    },
  });
  return { client, sent, delays };
}

const csv = () => new Response('\uFEFFשם פרטי,שם משפחה\n', { status: 200, headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="clients-2026-11-22.csv"' } });
const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('api client files: FormData up, Blob down', () => {
  it('sends FormData as it is, with the CSRF and language headers and no JSON Content-Type', async () => {
    const { client, sent } = clientAnswering(json(200, { success: true, data: { rowCount: 2 } }));
    const form = new FormData();
    form.append('file', new Blob(['a,b\n1,2\n'], { type: 'text/csv' }), 'people.csv');
    await expect(client.post('/clients/client/import/preview', form)).resolves.toEqual({ success: true, data: { rowCount: 2 } });
    const headers = sent[0]?.init.headers as Record<string, string>;
    expect(sent[0]?.init.body).toBe(form);
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers).toMatchObject({ 'X-XSRF-TOKEN': 'csrf-1', 'X-Language': 'es', 'Accept-Language': 'es' });
  });

  it("gives a blob answer as a file with the name of its Content-Disposition, after retrying a 5xx", async () => {
    const { client, sent, delays } = clientAnswering(json(503, {}), csv);
    const file = await client.post<DownloadedFile>('/clients/client/export', { format: 'csv' }, { responseType: 'blob' });
    expect(file.fileName).toBe('clients-2026-11-22.csv');
    expect(file.blob).toBeInstanceOf(Blob);
    expect(await file.blob.text()).toContain('שם פרטי');
    expect(sent).toHaveLength(2);
    expect(delays).toEqual([1000]);
    expect(JSON.parse(String(sent[1]?.init.body))).toEqual({ format: 'csv' });
  });

  it('still reads a refusal of a blob call as JSON, in the language', async () => {
    const { client } = clientAnswering(json(400, { success: false, code: 'EXPORT_TOO_LARGE', message: 'Too large', messages: { en: 'Too large', es: 'Demasiado grande' } }));
    const error = await client.post('/clients/client/export', { format: 'xlsx' }, { responseType: 'blob' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'EXPORT_TOO_LARGE', message: 'Demasiado grande' });
  });
});
