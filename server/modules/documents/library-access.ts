import { effectivePermissions, hasPermission } from '../../../engine/roles';
import { moduleKind } from '../../../engine/modules/module-kinds';
import type { FeatureModule } from '../../../engine/generated/config-types';
import { actorRole, actorUserId, type OfficeContext } from '../../context/office-context';
import type { SharePermission, SharingLevel } from '../../db/column-types';
import { httpError } from '../../plugins/errors';
import { rolesOf } from '../records/record-permissions';
import { libraryError } from './library.messages';

/** What a call does to the library, each with its permission (`documents.<action>`, as the office types' roles name them). */
export type LibraryAction = 'view' | 'create' | 'edit' | 'delete';

/** Who reads the library in a call: the user (none for the system) and whether they answer for the office (an admin, or the system). */
export interface LibraryReader {
  userId: string | null;
  isAdmin: boolean;
}

/** The office's module of kind "documents", when its office type declares one. */
export function libraryModuleOf(ctx: OfficeContext): FeatureModule | undefined {
  return ctx.office.features.modules.find((module) => moduleKind(module) === 'documents');
}

const granted = (ctx: OfficeContext) => effectivePermissions(ctx.office, rolesOf(ctx.actor));

/**
 * Whether the caller may use the library for this: to read it, the documents module's own permissions (its
 * `requiredPermissions`, documents.view when the office declares no module), or the platform role viewer, which
 * reads what the office shows its members (as it reads a client's documents); to change it, `documents.<action>`
 * and any role but viewer.
 */
export function mayUseLibrary(ctx: OfficeContext, action: LibraryAction): boolean {
  const permissions = granted(ctx);
  if (action !== 'view') return actorRole(ctx.actor) !== 'viewer' && hasPermission(permissions, `documents.${action}`);
  if (actorRole(ctx.actor) === 'viewer') return true;
  const required = libraryModuleOf(ctx)?.requiredPermissions ?? ['documents.view'];
  return required.every((permission) => hasPermission(permissions, permission));
}

/**
 * Refuses a call the office or the caller's role does not allow: 403 FEATURE_UNAVAILABLE where the office has its
 * documents module's feature off, 403 DOCUMENTS_FORBIDDEN to one who may not read the library, 403
 * DOCUMENTS_READ_ONLY to one who may read it but not make this change.
 */
export function assertLibraryAccess(ctx: OfficeContext, action: LibraryAction): LibraryReader {
  const feature = libraryModuleOf(ctx)?.feature;
  if (feature !== undefined && !ctx.office.enabledFeatures.includes(feature)) throw httpError(403, 'FEATURE_UNAVAILABLE');
  if (!mayUseLibrary(ctx, 'view')) throw libraryError(403, 'DOCUMENTS_FORBIDDEN');
  if (action !== 'view' && !mayUseLibrary(ctx, action)) throw libraryError(403, 'DOCUMENTS_READ_ONLY');
  return libraryReader(ctx);
}

/** The caller as the library's sharing sees them. */
export function libraryReader(ctx: OfficeContext): LibraryReader {
  return { userId: actorUserId(ctx.actor), isAdmin: ctx.actor.kind === 'system' || actorRole(ctx.actor) === 'admin' };
}

/** A document as sharing decides on it: its level, its owner, and the caller's own share of it (null for none). */
export interface SharedDocument {
  sharing: SharingLevel;
  owner_id: string | null;
  shared_permission?: SharePermission | null;
}

/**
 * What a change does to a document, as its sharing decides on it: its details or file, its removal, its sharing, or
 * sending it out for signature.
 */
export type DocumentChange = 'edit' | 'delete' | 'share' | 'sign';

const isOwnersCall = (reader: LibraryReader, document: SharedDocument) => reader.isAdmin || (reader.userId !== null && reader.userId === document.owner_id);

/**
 * Whether the reader sees a document: a private one only its owner, the office's admins (an admin answers for the
 * office's files: a departed member's private documents must not become unreachable) and the members it is shared
 * with; every other level every reader of the library. The queries apply the same rule (library-visibility.ts).
 */
export function maySee(reader: LibraryReader, document: SharedDocument): boolean {
  return document.sharing !== 'private' || isOwnersCall(reader, document) || Boolean(document.shared_permission);
}

// What each permission of a share lets its member change (spec 2 §3): sign lets them send it out for signature.
const SHARE_ALLOWS: Record<SharePermission, readonly DocumentChange[]> = { view: [], sign: ['sign'], edit: ['edit', 'sign'], manage: ['edit', 'delete', 'share', 'sign'] };

/**
 * Whether the reader, whose role already allows the change, may make it to this document. Its owner and the
 * office's admins make every change. Organization (and public, which inside the office is organization) documents
 * are changed and deleted by every role that allows it, their sharing still their owner's; private and team ones
 * only by their owner and the admins. A share adds to that: edit lets its member change the details and upload
 * versions; sign lets them send it for signature; manage lets them delete it and change its sharing too. Sharing narrows and
 * shares add; the role grants.
 */
export function mayChange(reader: LibraryReader, document: SharedDocument, change: DocumentChange = 'edit'): boolean {
  if (isOwnersCall(reader, document)) return true;
  if (change !== 'share' && (document.sharing === 'organization' || document.sharing === 'public')) return true;
  return document.shared_permission ? SHARE_ALLOWS[document.shared_permission].includes(change) : false;
}
