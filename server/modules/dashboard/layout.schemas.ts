import { changeResponseSchema, successResponseSchema } from '../../http/response-schemas';
import { refusals } from './dashboard.schemas';

const TAGS = ['dashboard'];

const gridNumber = (description: string, minimum: number, maximum: number) => ({ type: 'integer', minimum, maximum, description }) as const;

const itemProperties = {
  i: { type: 'string', pattern: '^[a-z][a-z0-9]*(-[a-z0-9]+)*$', maxLength: 60, description: 'The widget’s id on the office’s dashboard (ui.dashboard.widgets[].id).' },
  x: gridNumber('The first column, 0 to 11, counted from the start side (the right in Hebrew), as the office type places widgets; the web mirrors it for react-grid-layout in right-to-left.', 0, 11),
  y: gridNumber('The first row, from 0.', 0, 1000),
  w: gridNumber('The width in columns, 1 to 12; x + w at most 12, and at least the widget type’s smallest width.', 1, 12),
  h: gridNumber('The height in rows, 1 to 24, at least the widget type’s smallest height.', 1, 24),
} as const;

/** A layout as the layout calls answer it. */
export const layoutSchema = {
  type: 'object',
  required: ['source', 'columns', 'items', 'updatedAt', 'hasUserLayout', 'hasOfficeLayout', 'canEditOfficeLayout'],
  properties: {
    source: { type: 'string', enum: ['user', 'office', 'office-type'], description: 'Where the layout comes from: the member’s own, the office’s default (saved by an admin), or the office type’s.' },
    columns: { const: 12, description: 'The grid’s width in columns.' },
    items: {
      type: 'array',
      description: 'Every visible widget of the office’s dashboard, placed. Widgets a stored layout does not place are put below it, where the layout beneath places them.',
      items: {
        type: 'object',
        required: ['i', 'x', 'y', 'w', 'h', 'minW', 'minH'],
        properties: { ...itemProperties, minW: { type: 'integer', description: 'The widget type’s smallest width.' }, minH: { type: 'integer', description: 'The widget type’s smallest height.' } },
      },
    },
    updatedAt: { type: ['string', 'null'], format: 'date-time', description: 'When the stored layout shown was saved; null for the office type’s.' },
    hasUserLayout: { type: 'boolean', description: 'Whether the member has saved a layout of their own.' },
    hasOfficeLayout: { type: 'boolean', description: 'Whether an admin has saved the office’s default layout.' },
    canEditOfficeLayout: { type: 'boolean', description: 'Whether the member may save or reset the office’s default (an admin).' },
  },
} as const;

const answer = successResponseSchema(layoutSchema);
const changed = changeResponseSchema(layoutSchema);

const body = {
  type: 'object',
  required: ['items'],
  additionalProperties: false,
  properties: {
    items: {
      type: 'array',
      minItems: 1,
      maxItems: 30,
      description: 'The widgets’ places, as react-grid-layout’s onLayoutChange gives them (only i, x, y, w, h). Each id a widget of the office’s dashboard, once; inside the grid; no smaller than its type allows; no two overlapping. Widgets left out keep the place the layout beneath gives them.',
      items: { type: 'object', required: ['i', 'x', 'y', 'w', 'h'], additionalProperties: false, properties: itemProperties },
    },
  },
} as const;

/** GET /api/dashboard/layout. */
export const getLayoutSchema = {
  summary: 'The member’s dashboard layout: their own, else the office’s default, else the office type’s',
  tags: TAGS,
  response: { 200: answer, ...refusals },
} as const;

/** PUT /api/dashboard/layout. */
export const saveLayoutSchema = {
  summary: 'Save the member’s own dashboard layout',
  description: 'Checked against the office’s dashboard: a problem answers 400 with one error per field (items.3.w) in Hebrew and English. Audited.',
  tags: TAGS,
  body,
  response: { 200: changed, ...refusals },
} as const;

/** DELETE /api/dashboard/layout. */
export const resetLayoutSchema = {
  summary: 'Forget the member’s own layout: they see the office’s default again',
  tags: TAGS,
  response: { 200: changed, ...refusals },
} as const;

/** GET /api/dashboard/layout/office. */
export const getOfficeLayoutSchema = {
  summary: 'The office’s default dashboard layout: the one an admin saved, else the office type’s',
  tags: TAGS,
  response: { 200: answer, ...refusals },
} as const;

/** PUT /api/dashboard/layout/office. */
export const saveOfficeLayoutSchema = {
  summary: 'Save the office’s default dashboard layout (admins only; others 403)',
  description: 'Members without a layout of their own see it. Checked as PUT /api/dashboard/layout is. Audited.',
  tags: TAGS,
  body,
  response: { 200: changed, ...refusals },
} as const;

/** DELETE /api/dashboard/layout/office. */
export const resetOfficeLayoutSchema = {
  summary: 'Forget the office’s default layout: the office type’s applies again (admins only; others 403)',
  tags: TAGS,
  response: { 200: changed, ...refusals },
} as const;
