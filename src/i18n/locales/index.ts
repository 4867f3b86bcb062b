import { authStrings } from './auth';
import { commonStrings } from './common';
import type { LocaleStrings } from './locale-strings';
import { publicStrings } from './public';
import { shellStrings } from './shell';

/** The namespaces every page may need, loaded with the app; an office's vocabulary is added at run time as `<type>-terminology`. */
export const NAMESPACES = {
  common: commonStrings,
  shell: shellStrings,
  auth: authStrings,
  public: publicStrings,
} as const satisfies Record<string, LocaleStrings>;

/** The namespaces of signed-in areas, loaded with their pages so the first page does not carry them. */
export const LAZY_NAMESPACES = {
  profile: () => import('./profile').then((module) => module.profileStrings),
  settings: () => import('./settings').then((module) => module.settingsStrings),
  explorer: () => import('../explorer-strings').then((module) => module.explorerStrings),
  clients: () => import('./clients').then((module) => module.clientsStrings),
  opportunities: () => import('./opportunities').then((module) => module.opportunitiesStrings),
  board: () => import('./board').then((module) => module.boardStrings),
  dashboard: () => import('./dashboard').then((module) => module.dashboardStrings),
  admin: () => import('./admin').then((module) => module.adminStrings),
  records: () => import('./records').then((module) => module.recordsStrings),
  workflows: () => import('./workflows').then((module) => module.workflowsStrings),
  tasks: () => import('./tasks').then((module) => module.tasksStrings),
  deadlines: () => import('./deadlines').then((module) => module.deadlinesStrings),
  compliance: () => import('./compliance').then((module) => module.complianceStrings),
  calendar: () => import('./calendar').then((module) => module.calendarStrings),
  documents: () => import('./documents').then((module) => module.documentsStrings),
  templates: () => import('./templates').then((module) => module.templatesStrings),
  signing: () => import('./signing').then((module) => module.signingStrings),
  sign: () => import('./sign').then((module) => module.signStrings),
  verify: () => import('./verify').then((module) => module.verifyStrings),
  formBuilder: () => import('./form-builder').then((module) => module.formBuilderStrings),
  pdfBuilder: () => import('./pdf-builder').then((module) => module.pdfBuilderStrings),
  publicForm: () => import('./public-form').then((module) => module.publicFormStrings),
  simulations: () => import('./simulations').then((module) => module.simulationsStrings),
  xml: () => import('./xml').then((module) => module.xmlStrings),
} as const satisfies Record<string, () => Promise<LocaleStrings>>;

export type Namespace = keyof typeof NAMESPACES | keyof typeof LAZY_NAMESPACES;
