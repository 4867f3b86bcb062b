/**
 * What kysely-codegen cannot read from the migrated database, by `table.column`: the TypeScript type of a jsonb
 * value, or of a text column whose check allows a few values. Write the type as the column holds it: gen-db-types
 * adds `| null` to a nullable column and `Generated<>` to one with a default, as the database says.
 */
export const COLUMN_TYPES: Record<string, string> = {
  'tenants.overrides': 'JsonColumn<Record<string, unknown>>',
  'memberships.role': 'PlatformRole',
  'invitations.role': 'PlatformRole',
  'user_profiles.language': 'Language',
  'user_preferences.preferences': 'JsonColumn<Record<string, unknown>>',
  'security_events.details': 'JsonColumn<Record<string, unknown>>',
  'platform_audit_log.details': 'JsonColumn<Record<string, unknown>>',
  'audit_log.before': 'JsonColumn<unknown>',
  'audit_log.after': 'JsonColumn<unknown>',
  'mail_outbox.transport': 'MailTransport',
  'sign_in_challenges.purpose': 'ChallengePurpose',
  'sign_in_challenges.method': 'SignInMethod',
  'sign_in_challenges.data': 'JsonColumn<Record<string, unknown>>',
  'user_identities.provider': 'IdentityProvider',
  'oauth_flows.provider': 'IdentityProvider',
  'oauth_flows.purpose': 'OAuthPurpose',
  'clients.kind': 'ClientKind',
  'clients.gender': 'ClientGender',
  'clients.preferred_contact': 'ContactChannel',
  'clients.address': 'JsonColumn<Record<string, string>>',
  'clients.professional': 'JsonColumn<Record<string, string>>',
  'clients.status': 'ClientStatus',
  'clients.priority': 'ClientPriority',
  'clients.lead_status': 'LeadStatus',
  'clients.intake': 'JsonColumn<Record<string, unknown>>',
  'client_counts.span': "'day' | 'month' | 'all'",
  'client_counts.kind': 'ClientKind',
  'client_counts.status': 'ClientStatus',
  'client_counts.priority': 'ClientPriority',
  'client_counts.lead_status': 'LeadStatus',
  'follow_up_counts.span': "'hour' | 'day' | 'month' | 'all'",
  'client_notes.type': 'ClientNoteType',
  'client_activities.type': 'ClientActivityType',
  'client_activities.metadata': 'JsonColumn<Record<string, unknown>>',
  'client_communications.type': 'CommunicationType',
  'client_communications.attachments': 'JsonColumn<unknown[]>',
  'opportunities.currency': 'Currency',
  'opportunities.stage': 'LeadStatus',
  'dashboard_layouts.items': 'JsonColumn<DashboardLayoutItem[]>',
  'office_versions.overrides': 'JsonColumn<Record<string, unknown>>',
  'documents.status': 'DocumentStatus',
  'documents.sharing': 'SharingLevel',
  'document_shares.permission': 'SharePermission',
  'document_templates.name': 'JsonColumn<LocalizedText>',
  'document_templates.description': 'JsonColumn<LocalizedText>',
  'document_templates.title': 'JsonColumn<LocalizedText>',
  'document_templates.blocks': 'JsonColumn<DocumentTemplateBlock[]>',
  'document_templates.outputs': "('pdf' | 'docx')[]",
  'signing_workflows.status': 'SigningStatus',
  'signing_participants.role': 'ParticipantRole',
  'signing_participants.status': 'ParticipantStatus',
  'signing_fields.kind': 'SigningFieldKind',
  'signing_fields.signature_method': 'SignatureMethod',
  'signing_events.detail': 'JsonColumn<Record<string, unknown>>',
  'office_forms.definition': 'JsonColumn<FormDefinition>',
  'office_form_versions.definition': 'JsonColumn<FormDefinition>',
  'pdf_templates.fields': 'JsonColumn<PdfTemplateField[]>',
  'xml_documents.status': "'pending' | 'processing' | 'validated' | 'invalid' | 'transformed' | 'failed'",
  'xml_documents.validation_status': "'valid' | 'invalid'",
  'xml_documents.validation_result': 'JsonColumn<Record<string, unknown>>',
  'xml_documents.holdings_summary': 'JsonColumn<Record<string, unknown>>',
  'xml_transformations.type': "'json' | 'flat' | 'business'",
  'xml_transformations.output_format': "'json' | 'csv' | 'xlsx'",
  'xml_transformations.rules': 'JsonColumn<{ field: string; header?: string }[]>',
  'xml_transformations.error': 'JsonColumn<Record<string, string>>',
  'xml_holdings.details': 'JsonColumn<Record<string, unknown>>',
};

/**
 * Columns the database fills in itself, which the code reads and never writes, with the type they are read as:
 * every GENERATED ALWAYS column (gen-db-types fails on one missing here) and the columns a trigger sets.
 */
export const READ_ONLY_COLUMNS: Record<string, string> = {
  'clients.search_text': 'string',
  // The audit hash chain's place and links, set by audit_log_chain (migration 013) whatever an insert says.
  'audit_log.seq': 'string',
  'audit_log.prev_hash': 'string',
  'audit_log.hash': 'string',
  // The library's search vector, set by documents_search (migration 030); read only inside queries.
  'documents.search': 'string',
  // The signing trail's order (migration 034).
  'signing_events.seq': 'string',
};

/** Where the types named above are declared, relative to server/db/generated/. */
export const COLUMN_TYPE_IMPORTS: Record<string, string> = {
  ...Object.fromEntries(
    ['JsonColumn', 'ReadOnly', 'ClientKind', 'ClientStatus', 'ClientPriority', 'ClientGender', 'ContactChannel', 'ClientNoteType', 'ClientActivityType',
      'CommunicationType', 'Currency', 'DocumentStatus', 'SharingLevel', 'SharePermission', 'MailTransport', 'ChallengePurpose', 'SignInMethod', 'IdentityProvider', 'OAuthPurpose', 'DashboardLayoutItem'].map((name) => [name, '../column-types']),
  ),
  LeadStatus: '../../../engine/clients/client-input',
  SigningStatus: '../../../engine/signing/signing-state',
  ParticipantRole: '../../../engine/signing/signing-state',
  ParticipantStatus: '../../../engine/signing/signing-state',
  SigningFieldKind: '../column-types',
  SignatureMethod: '../column-types',
  PlatformRole: '../../../engine/roles',
  Language: '../../../engine/i18n/languages',
  LocalizedText: '../../../engine/generated/config-types',
  DocumentTemplateBlock: '../../../engine/generated/config-types',
  FormDefinition: '../../../engine/generated/config-types',
  PdfTemplateField: '../../../engine/pdf-forms/pdf-field-types',
};
