import { PLATFORM_ROLES } from '../../../engine/roles';
import { errorResponseSchema, successResponseSchema } from '../../http/response-schemas';

/** One entry of the directory: enough to name and pick a member, nothing about their account. */
const directoryMemberSchema = {
  type: 'object',
  required: ['userId', 'name', 'role', 'professionalRole'],
  additionalProperties: false,
  properties: {
    userId: { type: 'string', format: 'uuid', description: 'The member (their user id), as records and tasks name them.' },
    name: { type: 'string', description: 'Their first and last name; empty when they gave none.' },
    role: { type: 'string', enum: [...PLATFORM_ROLES], description: 'Their team role in the office (spec 1 §3): admin, manager, user or viewer.' },
    professionalRole: { type: ['string', 'null'], description: "Their professional role of the office type (security.roles), or null for none." },
  },
} as const;

/** GET /api/team/directory. */
export const teamDirectorySchema = {
  summary: "The office's active members, to name and pick them (an assignee, a task's new owner): id, name and roles only; any member may read it",
  tags: ['team'],
  response: {
    200: successResponseSchema({ type: 'object', required: ['members'], properties: { members: { type: 'array', items: directoryMemberSchema } } }),
    401: errorResponseSchema,
    403: errorResponseSchema,
  },
} as const;
