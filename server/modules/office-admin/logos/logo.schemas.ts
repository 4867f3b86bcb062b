import { errorResponseSchema } from '../../../http/response-schemas';
import { savedSchema } from '../office-admin.schemas';
import { LOGO_KINDS } from './logo-upload';

const TAGS = ['office administration'];
const kindParams = { type: 'object', required: ['kind'], additionalProperties: false, properties: { kind: { type: 'string', enum: [...LOGO_KINDS] } } } as const;
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema } as const;

/** POST /api/admin/office/logos/:kind. The multipart body is read by the handler (one file, field `logo`). */
export const uploadLogoSchema = {
  summary: 'Upload the office’s primary logo, secondary logo or favicon (admins)',
  description:
    'multipart/form-data with exactly one file in the field `logo`: JPG, PNG or SVG (checked by its content and name) under 2 MB; an SVG is sanitised of scripts and external references. Saved as a new version of the office’s settings (ui.branding.<kind>); needs custom branding or white label.',
  tags: TAGS,
  params: kindParams,
  response: { 200: savedSchema, ...refusals, 413: errorResponseSchema, 415: errorResponseSchema },
} as const;

/** DELETE /api/admin/office/logos/:kind. */
export const removeLogoSchema = {
  summary: 'Remove a logo from the office’s branding, as a new version; the file stays for the versions that name it (admins)',
  tags: TAGS,
  params: kindParams,
  response: { 200: savedSchema, ...refusals },
} as const;

/** GET /api/offices/:tenantId/logos/:file. */
export const getLogoSchema = {
  summary: 'An office’s logo as uploaded (public: the home page shows it before sign-in); its address changes with its content',
  tags: TAGS,
  params: {
    type: 'object',
    required: ['tenantId', 'file'],
    additionalProperties: false,
    properties: { tenantId: { type: 'string', format: 'uuid' }, file: { type: 'string', pattern: '^(logoPrimary|logoSecondary|favicon)-[0-9a-f]{32}\\.(png|jpg|svg)$' } },
  },
  response: { 200: { type: 'string', format: 'binary' }, 400: errorResponseSchema, 404: errorResponseSchema },
} as const;
