import type { FormDefinition } from '../../engine/generated/config-types';

// Forms for the builder's stories and tests.

/** An empty new form. */
export const emptyForm: FormDefinition = { id: 'new-form', title: { he: 'טופס חדש', en: 'New form' }, schema: { type: 'object', properties: {} }, fields: {} };

/** An intake in two sections: who (a required name and a phone), and the matter (a select and a note shown for one choice). */
export const sectionedForm: FormDefinition = {
  id: 'intake',
  title: { he: 'טופס קליטה', en: 'Intake form' },
  schema: {
    type: 'object',
    properties: {
      fullName: { type: 'string', maxLength: 100 },
      phone: { type: 'string', maxLength: 20 },
      topic: { type: 'string', enum: ['family', 'work'] },
      note: { type: 'string', maxLength: 500 },
      agree: { type: 'boolean' },
    },
    required: ['fullName'],
  },
  uiSchema: { 'ui:order': ['fullName', 'phone', 'topic', 'note', 'agree'] },
  fields: {
    fullName: { type: 'text', label: { he: 'שם מלא', en: 'Full name' }, messages: { required: { he: 'נא למלא שם מלא', en: 'Please fill in the full name' } } },
    phone: { type: 'phone', label: { he: 'טלפון', en: 'Phone' } },
    topic: {
      type: 'select',
      label: { he: 'נושא', en: 'Topic' },
      options: [
        { value: 'family', label: { he: 'משפחה', en: 'Family' } },
        { value: 'work', label: { he: 'עבודה', en: 'Work' } },
      ],
    },
    note: { type: 'textarea', label: { he: 'פרטים', en: 'Details' }, width: 12, visibleWhen: { field: 'topic', operator: 'equals', value: 'work' } },
    agree: { type: 'checkbox', label: { he: 'אני מאשר', en: 'I agree' } },
  },
  sections: [
    { id: 'who', title: { he: 'פרטים אישיים', en: 'Personal details' }, fields: ['fullName', 'phone'] },
    { id: 'matter', title: { he: 'הפנייה', en: 'The request' }, description: { he: 'במה נוכל לעזור', en: 'How we can help' }, fields: ['topic', 'note'] },
  ],
};

/** A form the checks refuse: a select whose options do not match its enum, and a condition on a deleted field. */
export const brokenForm: FormDefinition = {
  id: 'broken',
  title: { he: 'טופס שבור', en: 'Broken form' },
  schema: { type: 'object', properties: { kind: { type: 'string', enum: ['a', 'b'] }, extra: { type: 'string' } } },
  fields: {
    kind: { type: 'select', label: { he: 'סוג', en: 'Kind' }, options: [{ value: 'a', label: { he: 'א', en: 'A' } }] },
    extra: { type: 'text', label: { he: 'תוספת', en: 'Extra' }, visibleWhen: { field: 'gone', operator: 'isNotEmpty' } },
  },
};
