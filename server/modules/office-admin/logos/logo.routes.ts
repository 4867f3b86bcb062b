import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { SchemaTypes } from '../../../http/schema-types';
import type { OfficeTypeCatalog } from '../../../../engine/load/office-type-catalog';
import { officeContextOf } from '../../../context/request-context';
import { readSingleFilePart } from '../../../http/single-file-part';
import { officeAdminError, officeAdminText, type OfficeAdminCode } from '../office-admin.messages';
import { changeSettings, type SaveResult } from '../office-admin.service';
import { keyOfLogoPath, logoKey, logoUrl } from './logo-assets';
import { getLogoSchema, removeLogoSchema, uploadLogoSchema } from './logo.schemas';
import { LOGO_MAX_BYTES } from '../../../../engine/theme/logo-validation';
import { readLogoUpload, type LogoKind } from './logo-upload';

const brandingOf = (overrides: Record<string, unknown>): Record<string, unknown> => {
  const ui = (overrides.ui ??= {}) as Record<string, unknown>;
  return (ui.branding ??= {}) as Record<string, unknown>;
};

/** The overrides without that logo, and without a branding or ui left empty by its removal (so removing none changes nothing). */
function withoutLogo(overrides: Record<string, unknown>, kind: LogoKind): Record<string, unknown> {
  const ui = overrides.ui as Record<string, unknown> | undefined;
  const branding = ui?.branding as Record<string, unknown> | undefined;
  if (!ui || !branding || !(kind in branding)) return overrides;
  delete branding[kind];
  if (Object.keys(branding).length === 0) delete ui.branding;
  if (Object.keys(ui).length === 0) delete overrides.ui;
  return overrides;
}

const answer = (code: OfficeAdminCode, data: SaveResult) => {
  const messages = officeAdminText(code);
  return { success: true as const, message: messages.en, messages, data };
};

// An SVG is served sanitised and, should anything slip through, under a policy that runs and fetches nothing.
const SERVED_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-disposition': 'inline',
  'cache-control': 'public, max-age=31536000, immutable',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
};

/** The office's logos and favicon (issue 8, spec 3 §2, §5): upload and removal by its admin, and serving them to anyone. */
export async function logoRoutes(instance: FastifyInstance, { catalog }: { catalog: OfficeTypeCatalog }): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  await app.register(fastifyMultipart, { throwFileSizeLimit: true, limits: { files: 1, fileSize: LOGO_MAX_BYTES } });

  // Admins only, refused by the guards before the body is read: a member who is not an admin never uploads a byte.
  app.post('/api/admin/office/logos/:kind', { schema: uploadLogoSchema, config: { tenant: true } }, async (request) => {
    const ctx = officeContextOf(request);
    const image = await readLogoUpload((part) => readSingleFilePart(request, part));
    const key = logoKey(ctx.tenant.id, request.params.kind, image);
    // Stored first, by its content's hash: were the save refused, the file is one no version names.
    await app.storage.put(key, image.data, image.contentType);
    const saved = await changeSettings(ctx, catalog, (overrides) => {
      brandingOf(overrides)[request.params.kind] = logoUrl(key);
      return overrides;
    });
    return answer('LOGO_UPLOADED', saved);
  });

  app.delete('/api/admin/office/logos/:kind', { schema: removeLogoSchema, config: { tenant: true } }, async (request) => {
    // The file stays: earlier versions name it, and restoring one brings it back.
    const saved = await changeSettings(officeContextOf(request), catalog, (overrides) => withoutLogo(overrides, request.params.kind));
    return answer('LOGO_REMOVED', saved);
  });

  app.get('/api/offices/:tenantId/logos/:file', { schema: getLogoSchema, config: { public: true } }, async (request, reply) => {
    const key = keyOfLogoPath(request.params.tenantId, request.params.file);
    const stored = key ? await app.storage.get(key) : undefined;
    if (!stored) throw officeAdminError(404, 'LOGO_NOT_FOUND');
    return reply.headers({ 'content-type': stored.contentType, ...SERVED_HEADERS }).send(stored.data);
  });
}
