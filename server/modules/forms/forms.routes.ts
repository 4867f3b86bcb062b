import type { FastifyInstance } from 'fastify';
import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import { officeContextOf } from '../../context/request-context';
import { safeAttachmentHeaders } from '../../http/attachment-disposition';
import type { SchemaTypes } from '../../http/schema-types';
import { declareAccess } from '../../plugins/access';
import { exportStoredForm, importStoredForm } from './form-transfer.service';
import { useMessage, useStoredForm, type UseRequest } from './form-use.service';
import { formChangeBody } from './forms.messages';
import {
  createFormSchema,
  deleteFormSchema,
  exportFormSchema,
  getFormSchema,
  getFormVersionSchema,
  importFormSchema,
  listFormsSchema,
  listFormVersionsSchema,
  updateFormSchema,
  useFormSchema,
} from './forms.schemas';
import { createStoredForm, deleteStoredForm, listStoredForms, readStoredForm, storedFormVersion, storedFormVersions, updateStoredForm } from './forms.service';

/** Where the stored forms' calls live. */
export const FORMS_BASE = '/api/forms';

/** The feature that serves them: the form builder. */
export const FORMS_FEATURE = 'form-builder';

const tenant = { tenant: true } as const;
const byId = { tenant: true, idParam: { name: 'id', kind: 'form' } } as const;

/**
 * The forms the office builds with the form builder (issue 25): stored with every version, exported and imported as
 * files, and used as the office's client intake or a records module's form through its settings. The office's admins only, where the office
 * has the form builder on (403 FEATURE_UNAVAILABLE otherwise); every change audited.
 */
export async function formsRoutes(instance: FastifyInstance, { catalog }: { catalog: OfficeTypeCatalog }): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  declareAccess(app, { features: [FORMS_FEATURE], roles: ['admin'] });

  app.get(FORMS_BASE, { schema: listFormsSchema, config: tenant }, async (request) => ({ success: true as const, data: await listStoredForms(officeContextOf(request), catalog) }));

  app.post(FORMS_BASE, { schema: createFormSchema, config: tenant }, async (request, reply) => {
    const created = await createStoredForm(officeContextOf(request), request.body);
    reply.code(201);
    return formChangeBody('FORM_CREATED', created);
  });

  app.post(`${FORMS_BASE}/import`, { schema: importFormSchema, config: tenant }, async (request, reply) => {
    const imported = await importStoredForm(officeContextOf(request), request.body);
    reply.code(201);
    return formChangeBody('FORM_IMPORTED', imported);
  });

  app.get(`${FORMS_BASE}/:id`, { schema: getFormSchema, config: byId }, async (request) => ({ success: true as const, data: await readStoredForm(officeContextOf(request), catalog, request.params.id) }));

  app.put(`${FORMS_BASE}/:id`, { schema: updateFormSchema, config: byId }, async (request) =>
    formChangeBody('FORM_UPDATED', await updateStoredForm(officeContextOf(request), catalog, request.params.id, request.body)),
  );

  app.delete(`${FORMS_BASE}/:id`, { schema: deleteFormSchema, config: byId }, async (request) => {
    await deleteStoredForm(officeContextOf(request), catalog, request.params.id);
    const { data: _data, ...done } = formChangeBody('FORM_DELETED', null);
    return done;
  });

  app.get(`${FORMS_BASE}/:id/versions`, { schema: listFormVersionsSchema, config: byId }, async (request) => ({ success: true as const, data: await storedFormVersions(officeContextOf(request), request.params.id) }));

  app.get(`${FORMS_BASE}/:id/versions/:version`, { schema: getFormVersionSchema, config: byId }, async (request) => ({
    success: true as const,
    data: await storedFormVersion(officeContextOf(request), request.params.id, request.params.version),
  }));

  app.get(`${FORMS_BASE}/:id/export`, { schema: exportFormSchema, config: byId }, async (request, reply) => {
    const { file, fileName } = await exportStoredForm(officeContextOf(request), request.params.id);
    reply.headers(safeAttachmentHeaders(fileName, 'application/json; charset=utf-8'));
    return file;
  });

  app.post(`${FORMS_BASE}/:id/use`, { schema: useFormSchema, config: byId }, async (request) => {
    const use = request.body as UseRequest;
    const { form, before } = await useStoredForm(officeContextOf(request), catalog, request.params.id, use);
    return formChangeBody(useMessage(use, before), form);
  });
}
