import type { FastifyInstance } from 'fastify';
import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import type { ServerConfig } from '../../config';
import { callContextOf, officeContextOf } from '../../context/request-context';
import type { SchemaTypes } from '../../http/schema-types';
import { declareAccess } from '../../plugins/access';
import { LIMITS } from '../../security/limits';
import { changePublicLink, publishForm, readPublicLink } from './public-form-links.service';
import { openPublicForm, PUBLIC_FORMS_FEATURE } from './public-form-open';
import { publicFormPage, submitPublicForm } from './public-form-submit.service';
import { publicFormBody } from './public-forms.messages';
import { changePublicLinkSchema, getPublicLinkSchema, publicFormRouteSchema, publishFormSchema, submitPublicFormSchema } from './public-forms.schemas';

const byId = { tenant: true, idParam: { name: 'id', kind: 'form' } } as const;

/**
 * A stored form's public link, for the office's admins where the form builder is on (issue 25): publish it (a new
 * token, shown once), turn it off or on, change its consent text; every change audited.
 */
export async function publicFormLinkRoutes(instance: FastifyInstance, { config }: { config: ServerConfig }): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  declareAccess(app, { features: [PUBLIC_FORMS_FEATURE], roles: ['admin'] });

  app.get('/api/forms/:id/public-link', { schema: getPublicLinkSchema, config: byId }, async (request) => ({ success: true as const, data: await readPublicLink(officeContextOf(request), request.params.id) }));

  app.post('/api/forms/:id/public-link', { schema: publishFormSchema, config: byId }, async (request, reply) => {
    const published = await publishForm(officeContextOf(request), request.params.id, request.body, config.publicUrl);
    reply.code(201);
    return publicFormBody('PUBLIC_FORM_PUBLISHED', published);
  });

  app.patch('/api/forms/:id/public-link', { schema: changePublicLinkSchema, config: byId }, async (request) =>
    publicFormBody('PUBLIC_FORM_LINK_CHANGED', await changePublicLink(officeContextOf(request), request.params.id, request.body)),
  );
}

/**
 * The public form's calls (no account: the link's token is the key, in the query string or the body, which the logger
 * redacts, never in a path), rate limited per address and, for submissions, per link. The link names the office; the
 * work runs under its row-level security as an anonymous caller.
 */
export async function publicFormRoutes(instance: FastifyInstance, { catalog }: { catalog: OfficeTypeCatalog }): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  // No session gives these calls any authority (the link's token in the body does, which another site cannot know),
  // so there is nothing for a CSRF token to protect: a visitor's browser may hold none.
  const read = { public: true, csrf: false, rateLimit: LIMITS.publicFormRead } as const;
  const send = { public: true, csrf: false, rateLimit: LIMITS.publicFormSubmit } as const;

  app.get('/api/public-forms', { schema: publicFormRouteSchema, config: read }, async (request) => ({
    success: true as const,
    data: publicFormPage(await openPublicForm(callContextOf(request), catalog, request.query.token)),
  }));

  app.post('/api/public-forms/submissions', { schema: submitPublicFormSchema, config: send }, async (request, reply) => {
    const opened = await openPublicForm(callContextOf(request), catalog, request.body.token);
    const received = await submitPublicForm(opened, instance.rateLimiter, { answers: request.body.answers, ...(request.body.consent === undefined ? {} : { consent: request.body.consent }) });
    reply.code(201);
    return publicFormBody('PUBLIC_FORM_RECEIVED', received);
  });
}
