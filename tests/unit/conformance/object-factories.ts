import { clientObjectFactories } from '../../../server/modules/clients/client.object-factories';
import { officeAdminObjectFactories } from '../../../server/modules/office-admin/office-admin.object-factories';
import { jobsAdminObjectFactories } from '../../../server/modules/jobs-admin/jobs-admin.object-factories';
import { opportunityObjectFactories } from '../../../server/modules/opportunities/opportunity.object-factories';
import { recordObjectFactories } from '../../../server/modules/records/record.object-factories';
import { appointmentObjectFactories } from '../../../server/modules/appointments/appointment.object-factories';
import { documentObjectFactories } from '../../../server/modules/documents/document.object-factories';
import { documentTemplateObjectFactories } from '../../../server/modules/document-templates/document-template.object-factories';
import { formObjectFactories } from '../../../server/modules/forms/form.object-factories';
import { taskObjectFactories } from '../../../server/modules/tasks/task.object-factories';
import { notificationObjectFactories } from '../../../server/modules/notifications/notification.object-factories';
import { signingObjectFactories } from '../../../server/modules/signing/signing.object-factories';
import { pdfTemplateObjectFactories } from '../../../server/modules/pdf-templates/pdf-template.object-factories';
import { simulationObjectFactories } from '../../../server/modules/simulations/simulation.object-factories';
import { xmlDocumentObjectFactories } from '../../../server/modules/xml/xml-document.object-factories';
import type { ConformanceObject, ConformanceOwner } from '../../../server/testing/conformance-objects';
import type { TestApp } from '../../../server/testing/test-app';
import { xmlSchemaObjectFactories } from '../../../server/modules/xml/xml-schema.object-factories';

/** A demo office the isolation suite uses, and the member who acts in it. */
export type TenantUnderTest = ConformanceOwner;

// Two offices whose types both have every feature a route serves today (the deals pipeline included), so that
// naming the other's object meets the object check, not the feature check.
/** Tenant A asks; tenant B owns the objects. */
export const TENANT_A: TenantUnderTest = { slug: 'insurance', member: 'admin@insurance.example.com' };
export const TENANT_B: TenantUnderTest = { slug: 'realestate', member: 'admin@realestate.example.com' };

/** An object of tenant B that a route names by id, and how to tell it is still as it was. */
export type TenantObject = ConformanceObject;

/** How to make an object of one kind (a route's `config.idParam.kind`) in a tenant. */
export interface ObjectFactory {
  create(t: TestApp, owner: TenantUnderTest): Promise<TenantObject>;
}

const sessionFactory: ObjectFactory = {
  // The owner signs in; the session's id is theirs to see in GET /api/users/sessions.
  async create(t, owner) {
    const agent = await t.signIn(owner.member);
    const listed = await agent.request({ method: 'GET', url: '/api/users/sessions' });
    const current = (listed.json().data as { id: string; isCurrent: boolean }[] | undefined)?.find((session) => session.isCurrent);
    if (listed.statusCode !== 200 || !current) throw new Error(`The session factory could not read its session: ${listed.statusCode} ${listed.body}`);
    return {
      id: current.id,
      async check() {
        const again = await agent.request({ method: 'GET', url: '/api/users/sessions' });
        if (again.statusCode !== 200) return { isIntact: false, why: `its owner's session no longer works (${again.statusCode})` };
        const ids = (again.json().data as { id: string }[]).map((session) => session.id);
        return ids.includes(current.id) ? { isIntact: true } : { isIntact: false, why: 'it is no longer among its owner’s sessions' };
      },
    };
  },
};

// A 1x1 GIF89a: the smallest picture the avatar upload accepts.
const PICTURE = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function pictureUpload(): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----conformance-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="picture.gif"\r\nContent-Type: image/gif\r\n\r\n`;
  return { payload: Buffer.concat([Buffer.from(head), PICTURE, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const userFactory: ObjectFactory = {
  // The owner themself, with what routes read of a user: here, a profile picture, so that a leak would show.
  async create(t, owner) {
    const agent = await t.signIn(owner.member);
    const status = await agent.request({ method: 'GET', url: '/api/auth/status' });
    const id = (status.json().user as { id?: string } | undefined)?.id;
    if (!id) throw new Error(`The user factory could not read its user: ${status.statusCode} ${status.body}`);
    const uploaded = await agent.request({ method: 'POST', url: '/api/users/profile/avatar', ...pictureUpload(), csrf: true });
    if (uploaded.statusCode !== 200) throw new Error(`The user factory could not give its user a picture: ${uploaded.statusCode} ${uploaded.body}`);
    return {
      id,
      async check() {
        const picture = await agent.request({ method: 'GET', url: `/api/users/${id}/avatar` });
        if (picture.statusCode !== 200) return { isIntact: false, why: `its owner can no longer read their picture (${picture.statusCode})` };
        return picture.rawPayload.equals(PICTURE) ? { isIntact: true } : { isIntact: false, why: 'its picture changed' };
      },
    };
  },
};

const invitationFactory: ObjectFactory = {
  // The owner (an office admin) invites an address; intact means still pending, with the link it was sent.
  async create(t, owner) {
    const agent = await t.signIn(owner.member);
    const email = `isolation-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const created = await agent.request({ method: 'POST', url: '/api/users/invitations', payload: { email, role: 'user' }, csrf: true });
    const invitation = created.json().data as { id: string; sentAt: string } | undefined;
    if (created.statusCode !== 201 || !invitation) throw new Error(`The invitation factory could not invite: ${created.statusCode} ${created.body}`);
    return {
      id: invitation.id,
      async check() {
        const listed = await agent.request({ method: 'GET', url: '/api/users/invitations' });
        if (listed.statusCode !== 200) return { isIntact: false, why: `its owner can no longer list invitations (${listed.statusCode})` };
        const now = (listed.json().data as { id: string; status: string; sentAt: string }[]).find((item) => item.id === invitation.id);
        if (!now) return { isIntact: false, why: 'it is no longer among its office’s invitations' };
        if (now.status !== 'pending') return { isIntact: false, why: `it is ${now.status}` };
        return now.sentAt === invitation.sentAt ? { isIntact: true } : { isIntact: false, why: 'it was sent again with a new link' };
      },
    };
  },
};

/**
 * One factory per kind of object a route can name by id (`config.idParam.kind`). A route whose kind is missing
 * here fails the tenant-isolation suite: add its factory with the route.
 */
export const OBJECT_FACTORIES: Record<string, ObjectFactory> = {
  session: sessionFactory,
  user: userFactory,
  invitation: invitationFactory,
  ...clientObjectFactories,
  ...opportunityObjectFactories,
  ...recordObjectFactories,
  ...appointmentObjectFactories,
  ...documentObjectFactories,
  ...documentTemplateObjectFactories,
  ...formObjectFactories,
  ...taskObjectFactories,
  ...notificationObjectFactories,
  ...signingObjectFactories,
  ...pdfTemplateObjectFactories,
  ...simulationObjectFactories,
  ...officeAdminObjectFactories,
  ...jobsAdminObjectFactories,
  ...xmlDocumentObjectFactories,
  ...xmlSchemaObjectFactories,
};
