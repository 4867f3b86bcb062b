import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestClock, type TestClock } from '../../jobs/clock';
import type { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { multipart } from '../../testing/multipart-body';
import { testDatabaseKinds } from '../../testing/test-databases';
import { HEBREW } from '../clients/clients.test-support';
import { libraryApi, onePixelPng, smallPdf, uploaded } from '../documents/library.test-support';
import { outboxTo } from '../workflow-runtime/workflow-runtime.test-support';
import { signingApi, tokenIn, twoSignersBody } from '../signing/signing.test-support';

const HAS_PDFSIG = spawnSync('pdfsig', ['-v']).error === undefined;
const DAY = 86_400_000;
let serial = 0;
const address = (name: string) => `${name}-${++serial}@public-signers.example.com`;
const pngDataUrl = () => `data:image/png;base64,${onePixelPng().toString('base64')}`;

describe.each(testDatabaseKinds())('the signer’s public calls and /verify on $kind', (kind) => {
  let t: TestApp;
  let clock: TestClock;
  let restore: () => void;
  let admin: TestAgent;
  let visitor: TestAgent;
  let pdfId: string;

  beforeAll(async () => {
    ({ clock, restore } = useTestClock(new Date()));
    t = await createTestApp(kind);
    admin = await t.signIn('admin@insurance.example.com');
    visitor = t.anonymous();
    pdfId = (await uploaded(admin, 'agreement.pdf', await smallPdf('Service agreement'))).id;
  });
  afterAll(async () => {
    restore?.();
    await t?.close();
  });

  const get = (path: string, token: string) => visitor.request({ method: 'GET', url: `/api/sign/${path}?token=${encodeURIComponent(token)}` });
  const post = (path: string, payload: object) => visitor.request({ method: 'POST', url: `/api/sign/${path}`, payload });
  const mailedToken = async (to: string) => {
    await t.afterAnswers();
    const mail = (await outboxTo(t, to)).filter((message) => message.template?.startsWith('signing')).at(-1);
    return mail ? tokenIn(mail.text_body) : undefined;
  };
  const send = async (extra: object = {}, settings: object = {}) => {
    const [first, second] = [address('first'), address('second')];
    const body = twoSignersBody(pdfId, first, second, { send: true, ...extra });
    const response = await signingApi(admin).post('', { ...body, settings: { ...body.settings, ...settings } });
    expect(response.statusCode, response.body).toBe(201);
    const workflow = response.json().data as { id: string; fields: { id: string; participantId: string }[]; participants: { id: string; email: string }[] };
    const fieldOf = (email: string) => workflow.fields.find((field) => field.participantId === workflow.participants.find((participant) => participant.email === email)!.id)!.id;
    return { workflow, first, second, fieldOf };
  };
  const workflowRow = async (id: string) =>
    (await signingApi(admin).get(`/${id}`)).json().data as { status: string; sealedVersion: number | null; events: { event: string; ip: string | null }[] };

  it('lets signers sign in order from their links, then seals the document as a new version that /verify recognises', async () => {
    const { workflow, first, second, fieldOf } = await send();
    const firstToken = (await mailedToken(first))!;
    expect(await mailedToken(second)).toBeUndefined();

    const session = await get('session', firstToken);
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().data).toMatchObject({ state: 'ready', needsCode: false, participant: { name: 'First Signer', role: 'signer' }, language: 'en' });
    expect(session.json().data.fields).toHaveLength(1);
    const document = await get('document', firstToken);
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toContain('application/pdf');

    // Nothing missing is signed: the box must be filled, and filled with a picture or words.
    const empty = await post('act', { token: firstToken, action: 'sign', values: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([expect.objectContaining({ field: `fields.${fieldOf(first)}`, messages: expect.objectContaining({ he: expect.stringMatching(HEBREW) }) })]);
    const notPicture = await post('act', { token: firstToken, action: 'sign', values: [{ fieldId: fieldOf(first), method: 'drawn', image: `data:image/png;base64,${Buffer.from('not a png').toString('base64')}` }] });
    expect(notPicture.statusCode).toBe(400);
    const notTheirs = await post('act', { token: firstToken, action: 'sign', values: [{ fieldId: fieldOf(second), method: 'typed', value: 'x' }] });
    expect(notTheirs.statusCode).toBe(400);
    expect(notTheirs.json().errors[0].field).toBe('values.0.fieldId');

    const signed = await post('act', { token: firstToken, action: 'sign', values: [{ fieldId: fieldOf(first), method: 'drawn', image: pngDataUrl() }] });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().data.state).toBe('done');

    const secondToken = (await mailedToken(second))!;
    expect(secondToken).toBeDefined();
    const last = await post('act', { token: secondToken, action: 'sign', values: [{ fieldId: fieldOf(second), method: 'typed', value: 'דנה כהן' }] });
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().data).toMatchObject({ state: 'done', workflowStatus: 'completed' });

    const completed = await workflowRow(workflow.id);
    expect(completed.status).toBe('completed');
    expect(completed.sealedVersion).toBe(2);
    expect(completed.events.map((entry) => entry.event)).toEqual(expect.arrayContaining(['submitted', 'link_sent', 'viewed', 'signed', 'sealed']));
    expect(completed.events.find((entry) => entry.event === 'signed')?.ip).toBeTruthy();

    // Everyone is mailed the sealed copy; the library keeps it as the document's next version.
    await t.afterAnswers();
    expect((await outboxTo(t, first)).some((mail) => mail.template === 'signing-completed')).toBe(true);
    const sealed = await admin.request({ method: 'GET', url: `/api/pdf/signing/${workflow.id}/sealed` });
    expect(sealed.statusCode).toBe(200);
    const latest = await libraryApi(admin).get(`/${pdfId}/download`);
    expect(latest.rawPayload.equals(sealed.rawPayload)).toBe(true);
    const certificate = await admin.request({ method: 'GET', url: `/api/pdf/signing/${workflow.id}/certificate` });
    expect(certificate.statusCode).toBe(200);
    expect(certificate.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    if (HAS_PDFSIG) {
      const folder = mkdtempSync(join(tmpdir(), 'sealed-'));
      writeFileSync(join(folder, 'sealed.pdf'), sealed.rawPayload);
      expect(spawnSync('pdfsig', [join(folder, 'sealed.pdf')], { encoding: 'utf8' }).stdout).toContain('Signature is Valid.');
    }

    const verify = (data: Buffer) => visitor.request({ method: 'POST', url: '/api/verify', ...multipart([{ name: 'file', fileName: 'x.pdf', contentType: 'application/pdf', data }]) });
    const verified = await verify(sealed.rawPayload);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data).toMatchObject({ isSealed: true, isIntact: true, isOurs: true, workflow: { officeName: expect.any(String), participants: [{ status: 'signed' }, { status: 'signed' }] } });
    const tampered = Buffer.from(sealed.rawPayload);
    // One byte inside what the seal covers (the header's comment line), not in the signature itself.
    tampered[10] = tampered[10] === 0x41 ? 0x42 : 0x41;
    expect((await verify(tampered)).json().data).toMatchObject({ isSealed: true, isIntact: false, workflow: null });
    expect((await verify(Buffer.from('plain text'))).statusCode).toBe(415);
    // A completed workflow's links show the page as done, and act no more.
    expect((await post('act', { token: firstToken, action: 'sign', values: [] })).statusCode).toBe(400);
  });

  it('refuses the second signer until the first signs (409, nothing changed), and guessed or ended links (404)', async () => {
    const { workflow, first, second, fieldOf } = await send();
    const firstToken = (await mailedToken(first))!;
    const guessed = await get('session', 'A'.repeat(43));
    expect(guessed.statusCode).toBe(404);
    expect(guessed.json().code).toBe('SIGNING_LINK_UNKNOWN');

    // The second participant's link only comes once it is their turn: a resend before then is refused.
    const early = await signingApi(admin).post(`/${workflow.id}/participants/${workflow.participants[1]!.id}/resend`);
    expect(early.statusCode).toBe(409);
    expect(await mailedToken(second)).toBeUndefined();

    // A resend ends the old link.
    const resent = await signingApi(admin).post(`/${workflow.id}/participants/${workflow.participants[0]!.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    const newToken = (await mailedToken(first))!;
    expect(newToken).not.toBe(firstToken);
    expect((await get('session', firstToken)).statusCode).toBe(404);
    expect((await post('act', { token: firstToken, action: 'sign', values: [{ fieldId: fieldOf(first), method: 'typed', value: 'A' }] })).statusCode).toBe(404);
    expect((await get('session', newToken)).json().data.state).toBe('ready');

    // A cancelled workflow's links stop.
    expect((await signingApi(admin).post(`/${workflow.id}/cancel`)).statusCode).toBe(200);
    expect((await get('session', newToken)).statusCode).toBe(404);
  });

  it('lets a member send a private document for signature only when it is shared with them to sign, edit or manage', async () => {
    const pro = await t.signIn('pro@insurance.example.com');
    const privateId = (await uploaded(admin, 'private.pdf', await smallPdf('Private'), { sharing: 'private' })).id;
    const members = (await admin.request({ method: 'GET', url: '/api/team/directory' })).json().data.members as { userId: string; name: string }[];
    const noam = members.find((member) => member.name.includes('Noam'))!;
    const share = (permission: string) => admin.request({ method: 'PUT', url: `/api/pdf/docs/${privateId}/shares`, payload: { shares: [{ userId: noam.userId, permission }] }, csrf: true });
    const attempt = () => signingApi(pro).post('', twoSignersBody(privateId, address('a'), address('b')));
    expect((await share('view')).statusCode).toBe(200);
    const refused = await attempt();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([expect.objectContaining({ field: 'documentId', messages: expect.objectContaining({ he: expect.stringMatching(HEBREW) }) })]);
    expect((await share('sign')).statusCode).toBe(200);
    expect((await attempt()).statusCode).toBe(201);
  });

  it('rate limits guessing from one address: the code calls answer 429 after ten tries, with Retry-After', async () => {
    const guess = () => visitor.request({ method: 'POST', url: '/api/sign/code', payload: { token: 'B'.repeat(43) }, remoteAddress: '198.51.100.24' });
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await guess()).statusCode).toBe(404);
    const limited = await guess();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('asks for a reason to decline, then ends the workflow rejected', async () => {
    const { workflow, first } = await send();
    const token = (await mailedToken(first))!;
    const bare = await post('act', { token, action: 'decline', values: [] });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors[0].field).toBe('reason');
    const declined = await post('act', { token, action: 'decline', values: [], reason: 'The amount is wrong' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toMatchObject({ state: 'done', workflowStatus: 'rejected' });
    expect((await workflowRow(workflow.id)).status).toBe('rejected');
  });

  it('asks for the e-mailed code before the document opens when the link alone is not enough', async () => {
    const { first } = await send({}, { publicAccess: false });
    const token = (await mailedToken(first))!;
    expect((await get('session', token)).json().data.needsCode).toBe(true);
    const locked = await get('document', token);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe('SIGNING_CODE_REQUIRED');
    const sent = await post('code', { token });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.sentTo).toMatch(/^f•+@public-signers\.example\.com$/);
    await t.afterAnswers();
    const codeMail = (await outboxTo(t, first)).find((mail) => mail.template === 'signing-code')!;
    const code = /\b(\d{6})\b/.exec(codeMail.text_body)![1]!;
    const wrong = await post('code/verify', { token, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('SIGNING_CODE_WRONG');
    const right = await post('code/verify', { token, code });
    expect(right.statusCode, `${right.body} ${codeMail.text_body}`).toBe(200);
    expect((await get('document', token)).statusCode).toBe(200);
    expect((await get('session', token)).json().data.needsCode).toBe(false);
  });

  it('ends a link whose days are up: the participant expires and the page says so', async () => {
    const { first, fieldOf } = await send();
    const token = (await mailedToken(first))!;
    clock.advance(4 * DAY);
    expect((await get('session', token)).json().data.state).toBe('expired');
    const late = await post('act', { token, action: 'sign', values: [{ fieldId: fieldOf(first), method: 'typed', value: 'Late' }] });
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe('SIGNING_LINK_EXPIRED');
    clock.advance(-4 * DAY);
  });
});
