import type { LocaleStrings } from './locale-strings';

/** The settings area's words: the sections of /settings (spec 1 §2). */
export const settingsStrings = {
  he: {
    title: 'הגדרות מערכת',
    intro: 'ההגדרות נשמרות בחשבון שלך ומלוות אותך בכל מכשיר.',
    sectionsNav: 'חלקי ההגדרות',
    general: { title: 'כללי' },
    appearance: { title: 'מראה' },
    data: {
      title: 'נתונים ואחסון',
      exportExplanation: 'אפשר להוריד קובץ JSON עם כל הנתונים שנשמרו עליך.',
    },
    privacy: {
      title: 'פרטיות',
      deleteTitle: 'מחיקת החשבון',
      deleteLink: 'מחיקת החשבון נעשית בפרופיל, בלשונית "פעילות ונתונים"',
    },
    advanced: { title: 'מתקדם' },
    about: {
      title: 'אודות',
      application: 'יישום',
      office: 'משרד',
      officeType: 'סוג המשרד',
      server: 'מצב השרת',
      health: { ok: 'זמין', unavailable: 'מסד הנתונים אינו זמין', unreachable: 'אין חיבור לשרת' },
      legal: 'מסמכים משפטיים',
    },
  },
  en: {
    title: 'System settings',
    intro: 'Settings are kept in your account and follow you to every device.',
    sectionsNav: 'Settings sections',
    general: { title: 'General' },
    appearance: { title: 'Appearance' },
    data: {
      title: 'Data and storage',
      exportExplanation: 'Download a JSON file with all the data kept about you.',
    },
    privacy: {
      title: 'Privacy',
      deleteTitle: 'Delete account',
      deleteLink: 'Deleting the account is done in your profile, on the "Activity and data" tab',
    },
    advanced: { title: 'Advanced' },
    about: {
      title: 'About',
      application: 'Application',
      office: 'Office',
      officeType: 'Office type',
      server: 'Server status',
      health: { ok: 'Available', unavailable: 'The database is unavailable', unreachable: 'Cannot reach the server' },
      legal: 'Legal',
    },
  },
  es: {
    title: 'Configuración del sistema',
    intro: 'La configuración se guarda en su cuenta y le acompaña en todos sus dispositivos.',
    sectionsNav: 'Secciones de la configuración',
    general: { title: 'General' },
    appearance: { title: 'Apariencia' },
    data: {
      title: 'Datos y almacenamiento',
      exportExplanation: 'Descargue un archivo JSON con todos los datos guardados sobre usted.',
    },
    privacy: {
      title: 'Privacidad',
      deleteTitle: 'Eliminar la cuenta',
      deleteLink: 'La cuenta se elimina desde su perfil, en la pestaña "Actividad y datos"',
    },
    advanced: { title: 'Avanzado' },
    about: {
      title: 'Acerca de',
      application: 'Aplicación',
      office: 'Oficina',
      officeType: 'Tipo de oficina',
      server: 'Estado del servidor',
      health: { ok: 'Disponible', unavailable: 'La base de datos no está disponible', unreachable: 'No se puede conectar con el servidor' },
      legal: 'Información legal',
    },
  },
} as const satisfies LocaleStrings;
