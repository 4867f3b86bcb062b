import type { StringTree } from '../locale-strings';

/** Words every area uses, in Spanish (the namespace is ../common.ts). */
export const commonEs = {
  yes: 'Sí',
  no: 'No',
  loading: 'Cargando…',
  retry: 'Reintentar',
  save: 'Guardar',
  cancel: 'Cancelar',
  close: 'Cerrar',
  back: 'Volver',
  continue: 'Continuar',
  loadFailed: 'No se pudo cargar',
  languages: { he: 'עברית', en: 'English', es: 'Español' },
  language: 'Idioma',
  theme: { toLight: 'Cambiar a modo claro', toDark: 'Cambiar a modo oscuro' },
  appName: 'Lishka',
} as const satisfies StringTree;
