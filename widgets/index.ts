// Dashboard widgets: each a registered definition. The React components register beside these definitions.
export { widgetDefinitions, type WidgetDefinition } from './widget-definitions';
