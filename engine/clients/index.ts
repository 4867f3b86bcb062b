// Clients and leads: the validation rules of spec 2 §5, defined once in schemas/client.schema.json and
// schemas/client-query.schema.json, for the server and for the browser form alike.
export type { ClientAddress, ClientInput, ClientManagement, ClientProfessional, LeadStatus } from './client-input';
export { validateClient, type ClientValidation, type ValidateClientOptions } from './validate-client';
export { parseClientQuery, type ClientQuery, type ClientQueryParse } from './client-query';
export { cleanClientInput } from './clean-client-input';
export { toClientFieldErrors, type ClientFieldError } from './client-field-errors';
export { createClientAjv, partialSchema, type ClientAjvOptions } from './client-ajv';
export { clientFormatFinding, clientFormats, type ClientFormatName } from './client-formats';
export { CLIENT_REQUEST_ERRORS, GENERIC_FIELD_MESSAGES, INVALID_FIELD_VALUE, fieldMessage, type FieldMessageTable, type MessageTexts, type RequestErrorMessage } from './client-error-messages';
export { clientFieldMessages } from './client-messages';
export { clientQueryMessages } from './client-query-messages';
export { isIsraeliId } from './israeli-id';
export { phoneFinding, type PhoneFinding } from './phone-number';
export { emailFinding, isDisposableEmail, type EmailFinding } from './email-address';
export { MAX_AGE, MIN_AGE, birthDateFinding, type BirthDateFinding } from './birth-date';
export { HOT_LEAD_SCORE, WARM_LEAD_SCORE, leadTemperature, type LeadTemperature } from './lead-temperature';
export { DEFAULT_COUNTRY, defaultCountryName } from './default-country';
export { KEYWORD_TAG_COLOURS, TAG_PALETTE, tagColour, type TagColour } from './tag-colour';
export { intakeExtrasForm, intakeKeyFor, intakeMappingIssues, mappedIntakeFields, missingRecordFields, recordValue, requiredRecordFields, type ClientFieldName } from './intake-mapping';
