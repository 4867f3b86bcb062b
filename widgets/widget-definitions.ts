import type { LocalizedText, WidgetConfigs } from '../engine/generated/config-types';

/**
 * The part of a widget definition that needs no React: its type, config schema, defaults, title and
 * smallest size. The engine checks office types against these; the components register beside them.
 */
export interface WidgetDefinition<Config extends object = object> {
  type: string;
  /** The definition in schemas/widget-config.schema.json that a placement's config must satisfy. */
  configSchema: `widget-config.schema.json#/definitions/${keyof WidgetConfigs}`;
  defaults: Required<Config> | Config;
  title: LocalizedText;
  minSize: { w: number; h: number };
  /**
   * Shown whole rather than scrolled: outside edit mode the card grows below its placed height to fit what the
   * widget draws (statistic tiles that wrap to another row on a narrower screen).
   */
  growsToContent?: boolean;
}

const define = <Config extends object>(definition: WidgetDefinition<Config>): WidgetDefinition<Config> => definition;

/** Every dashboard widget type, by type name. */
export const widgetDefinitions = {
  statistics: define<NonNullable<WidgetConfigs['statistics']>>({
    type: 'statistics',
    configSchema: 'widget-config.schema.json#/definitions/statistics',
    defaults: { showPeriodSelector: true },
    title: { he: 'סטטיסטיקות', en: 'Statistics', es: 'Estadísticas' },
    minSize: { w: 3, h: 2 },
    growsToContent: true,
  }),
  'recent-activity': define<NonNullable<WidgetConfigs['recentActivity']>>({
    type: 'recent-activity',
    configSchema: 'widget-config.schema.json#/definitions/recentActivity',
    defaults: { perEntity: 2, total: 5, entities: ['client', 'document', 'simulation'] },
    title: { he: 'פעילות אחרונה', en: 'Recent activity', es: 'Actividad reciente' },
    minSize: { w: 3, h: 3 },
  }),
  'quick-actions': define<NonNullable<WidgetConfigs['quickActions']>>({
    type: 'quick-actions',
    configSchema: 'widget-config.schema.json#/definitions/quickActions',
    defaults: { showShortcutTip: true },
    title: { he: 'פעולות מהירות', en: 'Quick actions', es: 'Acciones rápidas' },
    minSize: { w: 3, h: 3 },
  }),
  'follow-ups-due': define<NonNullable<WidgetConfigs['followUpsDue']>>({
    type: 'follow-ups-due',
    configSchema: 'widget-config.schema.json#/definitions/followUpsDue',
    defaults: { days: 7, limit: 5 },
    title: { he: 'מעקבים קרובים', en: 'Follow-ups due', es: 'Seguimientos pendientes' },
    minSize: { w: 3, h: 3 },
  }),
  'clients-by-status': define<NonNullable<WidgetConfigs['clientsByStatus']>>({
    type: 'clients-by-status',
    configSchema: 'widget-config.schema.json#/definitions/clientsByStatus',
    defaults: { chart: 'pie' },
    title: { he: 'לפי סטטוס', en: 'By status', es: 'Por estado' },
    minSize: { w: 3, h: 3 },
  }),
  'new-clients-chart': define<NonNullable<WidgetConfigs['newClientsChart']>>({
    type: 'new-clients-chart',
    configSchema: 'widget-config.schema.json#/definitions/newClientsChart',
    defaults: { months: 6 },
    title: { he: 'הצטרפות לאורך זמן', en: 'New over time', es: 'Altas en el tiempo' },
    minSize: { w: 4, h: 3 },
  }),
  'pipeline-value': define<NonNullable<WidgetConfigs['pipelineValue']>>({
    type: 'pipeline-value',
    configSchema: 'widget-config.schema.json#/definitions/pipelineValue',
    defaults: { includeClosed: false },
    title: { he: 'שווי הצנרת', en: 'Pipeline value', es: 'Valor del embudo' },
    minSize: { w: 3, h: 3 },
  }),
  notifications: define<NonNullable<WidgetConfigs['notifications']>>({
    type: 'notifications',
    configSchema: 'widget-config.schema.json#/definitions/notifications',
    defaults: { limit: 5, unreadOnly: false },
    title: { he: 'התראות', en: 'Notifications', es: 'Notificaciones' },
    minSize: { w: 3, h: 3 },
  }),
} satisfies Record<string, WidgetDefinition<never> | WidgetDefinition>;
