import type * as Api from './generated/api-types';

// The signing workflows' shapes (issue 24), generated from server/modules/signing/signing.schemas.ts.

/** A page of workflows with each tab's count (GET /api/pdf/signing). */
export type SigningWorkflowsAnswer = Api.SigningWorkflowsAnswer;

/** A workflow in a list. */
export type SigningWorkflowSummary = SigningWorkflowsAnswer['data']['workflows'][number];

/** One workflow in full (GET /api/pdf/signing/{id}). */
export type SigningWorkflowAnswer = Api.SigningWorkflowAnswer;

/** A workflow in full: participants, fields, trail. */
export type SigningWorkflow = SigningWorkflowAnswer['data'];

export type SigningParticipantView = SigningWorkflow['participants'][number];
export type SigningFieldView = SigningWorkflow['fields'][number];
export type SigningEventView = SigningWorkflow['events'][number];
export type SigningWorkflowStatus = SigningWorkflow['status'];

/** What the send dialog writes (POST /api/pdf/signing, PUT /api/pdf/signing/{id}). */
export type SigningWorkflowInput = Api.SigningWorkflowInput;
export type SigningParticipantInput = SigningWorkflowInput['participants'][number];
export type SigningFieldInput = SigningWorkflowInput['fields'][number];
export type SigningSettingsInput = SigningWorkflowInput['settings'];
export type SigningFieldKind = SigningFieldInput['kind'];
export type SigningRole = SigningParticipantInput['role'];

/** What creating answers; changing, sending, cancelling, resending and reminding answer the same workflow. */
export type SigningWorkflowCreated = Api.SigningWorkflowCreated;
export type SigningWorkflowChanged = Api.SigningWorkflowChanged;
