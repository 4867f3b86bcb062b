import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import type { ServerConfig } from '../../config';
import { callContextOf } from '../../context/request-context';
import { safeAttachmentHeaders } from '../../http/attachment-disposition';
import type { SchemaTypes } from '../../http/schema-types';
import { readSingleFilePart, SingleFileError } from '../../http/single-file-part';
import { LIMITS } from '../../security/limits';
import { officeCertificate } from '../../signing/office-certificate';
import type { StoredFiles } from '../../storage/delete-quietly';
import { sendSigningCodeSchema, signingActSchema, signingDocumentSchema, signingSessionRouteSchema, verifyPdfSchema, verifySigningCodeSchema } from '../signing/signing.schemas';
import { ACTED, actOnLink } from './signing-act';
import { sendSigningCode, verifySigningCode } from './signing-code';
import type { CompletionServices } from './signing-completion';
import { openSigningLink } from './signing-link';
import { readSigningDocument, readSigningPage } from './signing-page.service';
import { signingPublicBody, signingPublicError } from './signing-public.messages';
import { verifyPdf } from './verify-pdf.service';

/** The largest PDF /verify reads (spec 2 §9's upload limit). */
const VERIFY_MAX_BYTES = 50 * 1024 * 1024;

/**
 * The signer's public calls (no account: the link's token is the key, in the query string or the body, which the
 * logger redacts, never in a path), and /api/verify. Every call is rate limited per address. The link names the
 * office; the work runs under its row-level security as an anonymous caller, and its trail keeps the address and
 * browser of every view, code and act.
 */
export async function signingPublicRoutes(instance: FastifyInstance, { config, catalog }: { config: ServerConfig; catalog: OfficeTypeCatalog }): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  await app.register(fastifyMultipart, { throwFileSizeLimit: true, limits: { files: 1, fields: 0, parts: 1 } });
  const files: StoredFiles = { storage: app.storage, log: app.log };
  const certificate = () => officeCertificate({ dataDir: config.dataDir });
  const services: CompletionServices = { files, certificate };
  const open = (request: FastifyRequest, token: string) => openSigningLink(callContextOf(request), catalog, token);
  // No session gives these calls any authority (the link's token in the body does, which another site cannot know),
  // so there is nothing for a CSRF token to protect: a signer's browser may hold none.
  const publicLink = { public: true, csrf: false, rateLimit: LIMITS.signingLink } as const;
  const codeLimit = { public: true, csrf: false, rateLimit: LIMITS.signingCode } as const;

  app.get('/api/sign/session', { schema: signingSessionRouteSchema, config: publicLink }, async (request) => ({
    success: true as const,
    data: await readSigningPage(await open(request, request.query.token)),
  }));

  app.get('/api/sign/document', { schema: signingDocumentSchema, config: publicLink }, async (request, reply) => {
    const { data, fileName } = await readSigningDocument(await open(request, request.query.token), files);
    return reply.headers({ ...safeAttachmentHeaders(fileName, 'application/pdf'), 'cache-control': 'no-store' }).send(data);
  });

  app.post('/api/sign/code', { schema: sendSigningCodeSchema, config: codeLimit }, async (request) =>
    signingPublicBody('SIGNING_CODE_SENT', await sendSigningCode(await open(request, request.body.token))),
  );

  app.post('/api/sign/code/verify', { schema: verifySigningCodeSchema, config: codeLimit }, async (request) => {
    await verifySigningCode(await open(request, request.body.token), request.body.code);
    return signingPublicBody('SIGNING_CODE_VERIFIED', { verified: true as const });
  });

  app.post('/api/sign/act', { schema: signingActSchema, config: publicLink }, async (request) => {
    const { token, action, values, reason } = request.body;
    const session = await actOnLink(await open(request, token), services, config.publicUrl, { action, values, ...(reason === undefined ? {} : { reason }) });
    return signingPublicBody(ACTED[action], session);
  });

  app.post('/api/verify', { schema: verifyPdfSchema, config: { public: true, csrf: false, rateLimit: LIMITS.verifyPdf } }, async (request) => {
    if (!request.isMultipart()) throw signingPublicError(400, 'VERIFY_FILE_MISSING');
    let data: Buffer;
    try {
      ({ data } = await readSingleFilePart(request, { field: 'file', maxBytes: VERIFY_MAX_BYTES }));
    } catch (error) {
      if (!(error instanceof SingleFileError)) throw error;
      throw error.reason === 'too-large' ? signingPublicError(413, 'VERIFY_TOO_LARGE') : signingPublicError(400, 'VERIFY_FILE_MISSING');
    }
    if (data.subarray(0, 1024).indexOf('%PDF-') === -1) throw signingPublicError(415, 'VERIFY_NOT_PDF');
    return { success: true as const, data: await verifyPdf(callContextOf(request), catalog, certificate(), data) };
  });
}
