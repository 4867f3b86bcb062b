import { getConfigurationSchema, getStatusSchema, statisticsSchema, toggleSchema, updateConfigurationSchema, verifySchema } from '../modules/audit/audit.schemas';
import { searchLogsSchema } from '../modules/audit/audit-logs.schemas';
import { healthSchema, statusSchema as authStatusSchema } from '../modules/auth/auth.schemas';
import { refreshTokenSchema, sendOtpSchema, signInAnswerSchema } from '../modules/auth/sign-in/sign-in.schemas';
import { authProvidersSchema, loginStartSchema } from '../modules/google/google.schemas';
import { registerSchema } from '../modules/registration/registration.schemas';
import { importClientsSchema, previewImportSchema } from '../modules/clients/client-transfer.schemas';
import { mergeClientsSchema, previewMergeSchema } from '../modules/clients/client-merge.schemas';
import { analyticsSchema as clientAnalyticsSchema, listActivitiesSchema, listNotesSchema, statsSchema as clientStatisticsSchema, tagCountsSchema } from '../modules/clients/client-records.schemas';
import { getClientSchema, listClientsSchema, upcomingFollowUpsSchema, updateClientSchema } from '../modules/clients/clients.schemas';
import { activityPageSchema, recentActivitySchema, statisticsSchema as dashboardStatisticsSchema } from '../modules/dashboard/dashboard.schemas';
import { getLayoutSchema, saveLayoutSchema } from '../modules/dashboard/layout.schemas';
import { createPdfTemplateSchema, fillPdfTemplateSchema, getPdfTemplateSchema, listPdfTemplatesSchema, updatePdfTemplateSchema, uploadTemplatePartSchema } from '../modules/pdf-templates/pdf-templates.schemas';
import { dashboardBatchSchema } from '../modules/dashboard/dashboard-batch.schemas';
import { addDocumentSchema, listDocumentsSchema } from '../modules/documents/documents.schemas';
import {
  createLibraryDocumentSchema,
  getLibraryDocumentSchema,
  libraryTagsSchema,
  listLibrarySchema,
  listVersionsSchema as listDocumentVersionsSchema,
  recentLibrarySchema,
  updateLibraryDocumentSchema,
  uploadLibraryDocumentSchema,
  uploadMetadataSchema,
} from '../modules/documents/library.schemas';
import { documentHistorySchema, listSharesSchema, replaceSharesSchema } from '../modules/documents/library-sharing.schemas';
import { createTemplateSchema, generateDocumentSchema, getTemplateSchema, listTemplatesSchema, previewTemplateSchema, updateTemplateSchema } from '../modules/document-templates/document-templates.schemas';
import {
  createWorkflowSchema,
  getWorkflowSchema,
  listWorkflowsSchema,
  sendSigningCodeSchema,
  signingActSchema,
  signingSessionRouteSchema,
  updateWorkflowSchema,
  verifyPdfSchema,
} from '../modules/signing/signing.schemas';
import {
  createFormSchema,
  formFileSchema,
  getFormSchema,
  getFormVersionSchema,
  listFormsSchema,
  listFormVersionsSchema,
  updateFormSchema,
  useFormSchema,
} from '../modules/forms/forms.schemas';
import { publicFormPageSchema, publicLinkSchema, publishedLinkSchema, submitPublicFormSchema } from '../modules/public-forms/public-forms.schemas';
import { demoSignInsSchema } from '../modules/demo/demo.schemas';
import { officeConfigSchema } from '../modules/office-config/office-config.schemas';
import { getOfficeTypeSchema, listOfficeTypesSchema } from '../modules/office-types/office-types.schemas';
import { invitationDetailsSchema, listInvitationsSchema } from '../modules/invitations/invitations.schemas';
import { listVersionsSchema, readSettingsSchema, saveSettingsSchema } from '../modules/office-admin/office-admin.schemas';
import { listDeadJobsSchema } from '../modules/jobs-admin/jobs-admin.schemas';
import { getPreferencesSchema, updatePreferencesSchema } from '../modules/preferences/preferences.schemas';
import { setupSchema as mfaSetupSchema, statusSchema as mfaStatusSchema } from '../modules/mfa/mfa.schemas';
import { listSessionsSchema } from '../modules/sessions/sessions.schemas';
import { boardSchema, getOpportunitySchema, updateOpportunitySchema } from '../modules/opportunities/opportunities.schemas';
import { activitySchema, securityEventsSchema } from '../modules/activity/activity.schemas';
import { uploadAvatarSchema } from '../modules/avatars/avatars.schemas';
import { getProfileSchema, updateProfileSchema } from '../modules/profile/profile.schemas';
import { changeMemberSchema, deactivateMemberSchema, listTeamSchema } from '../modules/team/team.schemas';
import { teamDirectorySchema } from '../modules/team/team-directory.schemas';
import { completeTaskSchema, listTasksSchema, taskCountsSchema } from '../modules/tasks/tasks.schemas';
import { deadlineCountsSchema, listDeadlinesSchema } from '../modules/deadlines/deadlines.schemas';
import { getComplianceStatusSchema, listComplianceAuditsSchema } from '../modules/compliance/compliance.schemas';
import { runningRecordsSchema } from '../modules/workflows/workflows.schemas';
import { createRecordSchema, getRecordSchema, listRecordsSchema } from '../modules/records/records.schemas';
import { historySchema, recordWorkflowSchema, transitionSchema } from '../modules/workflow-runtime/record-workflow.schemas';
import { createAppointmentSchema, getAppointmentSchema, listAppointmentsSchema } from '../modules/appointments/appointments.schemas';
import { createFeedSchema, readFeedSchema, revokeFeedSchema } from '../modules/calendar-feed/calendar-feed.schemas';
import { completeSchema } from '../modules/simulations/calculations.schemas';
import { retirementSchema } from '../modules/simulations/retirement.schemas';
import { contributionConfigurationsSchema, plansSchema } from '../modules/simulations/presets.schemas';
import { createSimulationTemplateSchema, deleteSimulationTemplateSchema, listSimulationTemplatesSchema } from '../modules/simulations/simulation-templates.schemas';
import { clientSimulationsSchema, createSimulationSchema, deleteSimulationSchema, getSimulationSchema, listSimulationsSchema, updateSimulationSchema } from '../modules/simulations/stored.schemas';
import {
  getXmlDocumentSchema,
  listXmlDocumentsSchema,
  officeXmlTagsSchema,
  xmlContentSchema,
  xmlDataSchema,
  xmlDocumentSummarySchema,
  xmlTagsRouteSchema,
  xmlTransformationSchema,
  xmlTransformationsSchema,
  xmlValidationSchema,
} from '../modules/xml/xml-documents.schemas';
import { batchDeleteXmlSchema, exportXmlSchema, transformXmlSchema, uploadXmlSchema, validateXmlSchema } from '../modules/xml/xml-batch.schemas';
import { xmlAnalyticsSchema } from '../modules/xml/xml-analytics.schemas';
import { clientXmlHoldingsSchema, createXmlLeadsSchema, linkXmlMemberSchema } from '../modules/xml/xml-clients.schemas';
import { createXmlSchemaSchema, deleteXmlSchemaSchema, getXmlSchemaSchema, listXmlSchemasSchema, updateXmlSchemaSchema } from '../modules/xml/xml-schemas.schemas';

type Answer = { response: { 200: { properties: { data: object } } } };
const answerOf = (route: Answer) => route.response[200];

/**
 * The server's answers and bodies the browser reads, by the name of the type `npm run gen:types` writes for each
 * into src/api/generated/api-types.ts: the route schemas stay the one source of the shapes on both sides.
 */
export const API_TYPE_ROOTS: Record<string, object> = {
  AuthStatusAnswer: authStatusSchema.response[200],
  SignInAnswer: signInAnswerSchema,
  OtpSent: sendOtpSchema.response[200],
  SessionRefreshAnswer: refreshTokenSchema.response[200],
  GoogleStart: loginStartSchema.response[200],
  AuthProviders: authProvidersSchema.response[200],
  MfaSetup: mfaSetupSchema.response[200],
  // The answer does not depend on the office types the body offers.
  Registered: registerSchema([]).response[201],
  Health: healthSchema.response[200],
  OfficeConfigAnswer: answerOf(officeConfigSchema),
  AuditStatusAnswer: answerOf(getStatusSchema),
  AuditToggled: answerOf(toggleSchema),
  AuditConfigurationAnswer: answerOf(getConfigurationSchema),
  AuditConfigurationChanged: answerOf(updateConfigurationSchema),
  AuditConfigurationChange: updateConfigurationSchema.body,
  AuditLogsAnswer: answerOf(searchLogsSchema),
  AuditStatisticsAnswer: answerOf(statisticsSchema),
  AuditVerificationAnswer: answerOf(verifySchema),
  TeamAnswer: answerOf(listTeamSchema),
  TeamDirectoryAnswer: answerOf(teamDirectorySchema),
  MemberChange: changeMemberSchema.body,
  // What a role change and a reactivation answer: the member as they now are.
  MemberChanged: answerOf(changeMemberSchema),
  MemberDeactivated: answerOf(deactivateMemberSchema),
  OfficeSettingsAnswer: answerOf(readSettingsSchema),
  SavedSettings: answerOf(saveSettingsSchema),
  VersionsPage: answerOf(listVersionsSchema),
  DeadJobsPage: answerOf(listDeadJobsSchema),
  LayoutAnswer: answerOf(getLayoutSchema),
  LayoutChanged: answerOf(saveLayoutSchema),
  LayoutChange: saveLayoutSchema.body,
  DemoSignInsAnswer: answerOf(demoSignInsSchema),
  ClientAnswer: answerOf(getClientSchema),
  // What a new client's creation (201) and a change to one answer alike: the client as saved.
  ClientChanged: answerOf(updateClientSchema),
  ClientListAnswer: answerOf(listClientsSchema),
  // The short lists of rows (follow-ups due, search, a tag's clients) answer alike.
  ClientShortList: answerOf(upcomingFollowUpsSchema),
  ClientNotesAnswer: answerOf(listNotesSchema),
  ClientActivitiesAnswer: answerOf(listActivitiesSchema),
  ClientStatisticsAnswer: answerOf(clientStatisticsSchema),
  ClientAnalyticsAnswer: answerOf(clientAnalyticsSchema),
  ClientTagsAnswer: answerOf(tagCountsSchema),
  ClientDocumentsAnswer: answerOf(listDocumentsSchema),
  AddedDocument: addDocumentSchema.response[201],
  LibraryPageAnswer: answerOf(listLibrarySchema),
  LibraryDocumentAnswer: answerOf(getLibraryDocumentSchema),
  LibraryTagsAnswer: answerOf(libraryTagsSchema),
  LibraryRecentAnswer: answerOf(recentLibrarySchema),
  LibraryVersionsAnswer: answerOf(listDocumentVersionsSchema),
  LibraryDocumentCreated: createLibraryDocumentSchema.response[201],
  LibraryDocumentUploaded: uploadLibraryDocumentSchema.response[201],
  LibraryDocumentChanged: updateLibraryDocumentSchema.response[200],
  LibraryDocumentDetails: updateLibraryDocumentSchema.body,
  LibraryUploadMetadata: uploadMetadataSchema,
  DocumentSharesAnswer: answerOf(listSharesSchema),
  DocumentSharesChanged: replaceSharesSchema.response[200],
  DocumentSharesChange: replaceSharesSchema.body,
  DocumentHistoryAnswer: answerOf(documentHistorySchema),
  DocumentTemplatesAnswer: answerOf(listTemplatesSchema),
  DocumentTemplateAnswer: answerOf(getTemplateSchema),
  TemplatePreviewBody: previewTemplateSchema.body,
  DocumentTemplateCreated: createTemplateSchema.response[201],
  DocumentTemplateChanged: updateTemplateSchema.response[200],
  DocumentGenerateBody: generateDocumentSchema.body,
  DocumentGenerated: generateDocumentSchema.response[201],
  FormListAnswer: answerOf(listFormsSchema),
  StoredFormAnswer: answerOf(getFormSchema),
  FormInput: createFormSchema.body,
  FormChange: updateFormSchema.body,
  // What a store, an import (201), a new version and a use answer alike: the form as saved, with the message.
  FormChanged: updateFormSchema.response[200],
  FormVersionsAnswer: answerOf(listFormVersionsSchema),
  FormVersionAnswer: answerOf(getFormVersionSchema),
  FormFile: formFileSchema,
  FormUseBody: useFormSchema.body,
  PublicLink: publicLinkSchema,
  PublishedLink: publishedLinkSchema,
  PublicFormPage: publicFormPageSchema,
  PublicFormSubmissionBody: submitPublicFormSchema.body,
  SigningWorkflowsAnswer: answerOf(listWorkflowsSchema),
  SigningWorkflowAnswer: answerOf(getWorkflowSchema),
  SigningWorkflowInput: createWorkflowSchema.body,
  SigningWorkflowCreated: createWorkflowSchema.response[201],
  SigningWorkflowChanged: updateWorkflowSchema.response[200],
  SigningSessionAnswer: answerOf(signingSessionRouteSchema),
  SigningCodeSent: sendSigningCodeSchema.response[200],
  SigningActBody: signingActSchema.body,
  SigningActed: signingActSchema.response[200],
  VerificationAnswer: answerOf(verifyPdfSchema),
  OpportunityAnswer: answerOf(getOpportunitySchema),
  // What a new deal's creation (201) and a change to one answer alike: the deal as saved.
  OpportunityChanged: answerOf(updateOpportunitySchema),
  OpportunityBoardAnswer: answerOf(boardSchema),
  ProfileAnswer: answerOf(getProfileSchema),
  ProfileChanged: answerOf(updateProfileSchema),
  AvatarUploaded: answerOf(uploadAvatarSchema),
  OwnActivityPage: answerOf(activitySchema),
  SecurityEventsPage: answerOf(securityEventsSchema),
  PreferencesAnswer: answerOf(getPreferencesSchema),
  SavedPreferences: answerOf(updatePreferencesSchema),
  SessionsAnswer: answerOf(listSessionsSchema),
  MfaStatusAnswer: answerOf(mfaStatusSchema),
  MergePreviewAnswer: answerOf(previewMergeSchema),
  MergedClients: answerOf(mergeClientsSchema),
  ImportPreviewAnswer: answerOf(previewImportSchema),
  ImportAnswer: answerOf(importClientsSchema),
  InvitationsAnswer: answerOf(listInvitationsSchema),
  InvitationDetailsAnswer: answerOf(invitationDetailsSchema),
  OfficeTypesAnswer: answerOf(listOfficeTypesSchema),
  // Its data is the engine's resolved configuration, an open object to the schema.
  OfficeTypeAnswer: answerOf(getOfficeTypeSchema),
  StatisticsAnswer: answerOf(dashboardStatisticsSchema),
  DashboardBatchAnswer: answerOf(dashboardBatchSchema),
  RecentActivityAnswer: answerOf(recentActivitySchema),
  ActivityPageAnswer: answerOf(activityPageSchema),
  RunningRecordsAnswer: answerOf(runningRecordsSchema),
  RecordListAnswer: answerOf(listRecordsSchema),
  RecordAnswer: answerOf(getRecordSchema),
  // A create's and a change's answers are the same shape: the record as saved, with the message.
  RecordChanged: createRecordSchema.response[201],
  WorkflowAnswer: answerOf(recordWorkflowSchema),
  WorkflowChanged: transitionSchema.response[200],
  HistoryAnswer: answerOf(historySchema),
  TaskListAnswer: answerOf(listTasksSchema),
  TaskCountsAnswer: answerOf(taskCountsSchema),
  // A completion and a reassignment answer alike: the task as saved.
  TaskChanged: answerOf(completeTaskSchema),
  DeadlineListAnswer: answerOf(listDeadlinesSchema),
  DeadlineCountsAnswer: answerOf(deadlineCountsSchema),
  ComplianceStatusAnswer: answerOf(getComplianceStatusSchema),
  ComplianceAuditsAnswer: answerOf(listComplianceAuditsSchema),
  AppointmentListAnswer: answerOf(listAppointmentsSchema),
  AppointmentAnswer: answerOf(getAppointmentSchema),
  // A booking, a move, a status change and a cancellation answer alike: the appointment as saved, with the message.
  AppointmentChanged: createAppointmentSchema.response[201],
  AppointmentBooking: createAppointmentSchema.body,
  CalendarFeedAnswer: answerOf(readFeedSchema),
  CalendarFeedCreated: createFeedSchema.response[201],
  CalendarFeedRevoked: revokeFeedSchema.response[200],
  PdfTemplatesAnswer: answerOf(listPdfTemplatesSchema),
  PdfTemplateAnswer: answerOf(getPdfTemplateSchema),
  PdfTemplateInput: createPdfTemplateSchema.body,
  PdfTemplateUploadPart: uploadTemplatePartSchema,
  PdfTemplateCreated: createPdfTemplateSchema.response[201],
  PdfTemplateUpdate: updatePdfTemplateSchema.body,
  PdfTemplateChanged: updatePdfTemplateSchema.response[200],
  PdfTemplateFillBody: fillPdfTemplateSchema.body,
  SimulationCompleteInput: completeSchema.body,
  SimulationCompleteAnswer: answerOf(completeSchema),
  SimulationPlansAnswer: answerOf(plansSchema),
  RetirementBody: retirementSchema.body,
  RetirementAnswer: answerOf(retirementSchema),
  SimulationContributionConfigurationsAnswer: answerOf(contributionConfigurationsSchema),
  SimulationListAnswer: answerOf(listSimulationsSchema),
  SimulationListQuery: listSimulationsSchema.querystring,
  ClientSimulationsAnswer: answerOf(clientSimulationsSchema),
  SimulationAnswer: answerOf(getSimulationSchema),
  SimulationInput: createSimulationSchema.body,
  SimulationChange: updateSimulationSchema.body,
  // A save (201) and a change answer alike: the simulation as the server computed it, with the message.
  SimulationChanged: createSimulationSchema.response[201],
  SimulationDeleted: deleteSimulationSchema.response[200],
  SimulationTemplateListAnswer: answerOf(listSimulationTemplatesSchema),
  SimulationTemplateInput: createSimulationTemplateSchema.body,
  SimulationTemplateCreated: createSimulationTemplateSchema.response[201],
  SimulationTemplateDeleted: deleteSimulationTemplateSchema.response[200],
  XmlDocumentSummary: xmlDocumentSummarySchema,
  XmlValidationResult: xmlValidationSchema,
  XmlTransformationResult: xmlTransformationSchema,
  XmlDocumentsPage: listXmlDocumentsSchema.response[200],
  XmlDocumentsQuery: listXmlDocumentsSchema.querystring,
  XmlDocumentAnswer: answerOf(getXmlDocumentSchema),
  XmlContentAnswer: answerOf(xmlContentSchema),
  XmlDataAnswer: answerOf(xmlDataSchema),
  XmlTransformationsAnswer: answerOf(xmlTransformationsSchema),
  XmlTagsBody: xmlTagsRouteSchema.body,
  XmlOfficeTagsAnswer: answerOf(officeXmlTagsSchema),
  XmlUploaded: uploadXmlSchema.response[201],
  XmlValidateBody: validateXmlSchema.body,
  XmlValidated: validateXmlSchema.response[200],
  XmlTransformBody: transformXmlSchema.body,
  XmlTransformed: transformXmlSchema.response[200],
  XmlBatchAnswer: batchDeleteXmlSchema.response[200],
  XmlExportBody: exportXmlSchema.body,
  XmlSchemaListAnswer: answerOf(listXmlSchemasSchema),
  XmlSchemaAnswer: answerOf(getXmlSchemaSchema),
  XmlSchemaInput: createXmlSchemaSchema.body,
  XmlSchemaChange: updateXmlSchemaSchema.body,
  XmlSchemaChanged: updateXmlSchemaSchema.response[200],
  XmlSchemaDeleted: deleteXmlSchemaSchema.response[200],
  XmlAnalyticsAnswer: answerOf(xmlAnalyticsSchema),
  XmlAnalyticsQuery: xmlAnalyticsSchema.querystring,
  XmlLinkMemberBody: linkXmlMemberSchema.body,
  XmlLinkMemberAnswer: linkXmlMemberSchema.response[200],
  XmlLeadsBody: createXmlLeadsSchema.body,
  XmlLeadsCreated: createXmlLeadsSchema.response[201],
  XmlClientHoldingsAnswer: answerOf(clientXmlHoldingsSchema),
};
