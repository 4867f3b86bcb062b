import type { StringTree } from '../locale-strings';

/** The sign-in screens' words, in Spanish (the namespace is ../auth.ts). */
export const authEs = {
  layout: { home: 'Lishka — página de inicio', logoAlt: 'Logotipo de {{name}}', terms: 'Términos de uso', privacy: 'Política de privacidad', rights: '© {{year}} Lishka' },
  fields: {
    email: 'Correo electrónico', password: 'Contraseña', newPassword: 'Nueva contraseña', confirmPassword: 'Confirmar contraseña', firstName: 'Nombre', lastName: 'Apellido',
    officeName: 'Nombre de la oficina', officeType: 'Tipo de oficina', slug: 'Dirección de la oficina', code: 'Código de verificación', authenticatorCode: 'Código de la aplicación de autenticación', codeDigit: 'Dígito {{index}} de {{count}}',
  },
  validation: {
    emailRequired: 'Introduzca su correo electrónico', emailInvalid: 'La dirección de correo no es válida', passwordRequired: 'Introduzca su contraseña', confirmRequired: 'Introduzca la contraseña de nuevo',
    passwordsMismatch: 'Las contraseñas no coinciden', termsRequired: 'Debe aceptar los términos de uso', firstNameRequired: 'Introduzca su nombre', lastNameRequired: 'Introduzca su apellido',
    officeNameRequired: 'Introduzca el nombre de la oficina', officeTypeRequired: 'Elija un tipo de oficina', slugRequired: 'Elija una dirección para la oficina',
    slugPattern: 'Solo letras latinas minúsculas, dígitos y guiones (ni al principio ni al final), hasta 63 caracteres', codeRequired: 'Se requiere un código válido de 6 dígitos', mfaCodeFormat: 'El código de autenticación debe tener exactamente 6 dígitos',
  },
  passwordRules: 'La contraseña necesita: {{rules}}',
  backToLogin: 'Volver a iniciar sesión',
  login: {
    title: 'Iniciar sesión', subtitle: '¡Bienvenido de nuevo! Introduzca los datos de su cuenta para continuar.', officeSubtitle: 'Iniciar sesión en <bdi>{{office}}</bdi>', submit: 'Iniciar sesión', forgot: '¿Olvidó su contraseña?',
    noAccount: '¿Aún no tiene cuenta?', register: 'Crear cuenta', or: 'o', google: 'Iniciar sesión con Google', sessionExpired: 'La sesión expiró; inicie sesión de nuevo', googleFailed: 'Falló el inicio de sesión con Google',
  },
  google: {
    reasons: {
      'not-configured': 'El inicio de sesión con Google no está configurado en este servidor', unreachable: 'No se pudo contactar con Google; inténtelo de nuevo en un momento', cancelled: 'El inicio de sesión con Google se canceló o fue rechazado en Google',
      'flow-invalid': 'Este inicio de sesión con Google es desconocido, expiró o ya se usó; empiece de nuevo',
      'other-browser': 'Este inicio de sesión con Google empezó en otro navegador o se perdió su cookie; empiece de nuevo en este navegador', 'exchange-failed': 'Google no confirmó el inicio de sesión; empiece de nuevo',
      'not-linked': 'Ninguna cuenta de Lishka está vinculada a esta cuenta de Google. Inicie sesión con su correo y contraseña y vincule Google desde su perfil; Google no crea cuentas, así que regístrese primero.',
    },
    codes: { ACCOUNT_LOCKED: 'Cuenta bloqueada; inténtelo más tarde', ACCOUNT_DISABLED: 'Cuenta desactivada; contacte con el administrador de su oficina', NO_OFFICE: 'Su cuenta no pertenece a ninguna oficina', EMAIL_NOT_VERIFIED: 'Correo electrónico no verificado' },
    completing: 'Completando el inicio de sesión con Google…',
  },
  register: {
    title: 'Crear cuenta', subtitle: 'Abra una nueva oficina en Lishka en pocos pasos.', yourDetails: 'Sus datos', officeDetails: 'Datos de la oficina',
    slugHelp: 'La dirección propia de la oficina: letras latinas minúsculas, dígitos y guiones.', acceptTerms: 'He leído y acepto los ', termsLink: 'términos de uso', submit: 'Crear cuenta',
    haveAccount: '¿Ya tiene una cuenta?', login: 'Iniciar sesión', officeTypesFailed: 'No se pudieron cargar los tipos de oficina',
    invitationLoading: 'Cargando la invitación…', invitation: 'Le invitan a unirse a <bdi>{{office}}</bdi> como {{role}}.', invitationEmail: 'Se registrará con la dirección a la que se envió la invitación.',
    invitationHasAccount: 'Ya existe una cuenta con <bdi>{{email}}</bdi>. Inicie sesión en ella para unirse a la oficina.', invitationInvalid: 'Esta invitación no se puede usar', registerWithout: 'Registrarse sin invitación',
  },
  registerSuccess: {
    title: 'Revise su correo', text: 'Enviamos a <bdi>{{email}}</bdi> un mensaje con el siguiente paso. Sígalo antes de iniciar sesión.', textNoEmail: 'Enviamos a su correo electrónico un mensaje con el siguiente paso. Sígalo antes de iniciar sesión.',
    notReceived: '¿No le llegó? Mire en la carpeta de correo no deseado o pida un enlace nuevo.', resend: 'Enviar un enlace nuevo', login: 'Ir a iniciar sesión',
  },
  confirm: { title: 'Confirme su correo electrónico', checking: 'Confirmando su dirección…', successTitle: 'Dirección confirmada', failedTitle: 'No pudimos confirmar la dirección', missingToken: 'El enlace no tiene código de confirmación; pida un enlace nuevo.', login: 'Ir a iniciar sesión' },
  forgot: {
    title: 'Restablecer la contraseña', subtitle: 'Introduzca el correo de su cuenta y le enviaremos un enlace para elegir una contraseña nueva.', submit: 'Enviar enlace',
    sentTitle: 'Revise su correo', sentHint: 'El enlace funciona durante una hora. Si no llegó, mire en la carpeta de correo no deseado.', remembered: '¿Recordó su contraseña?',
  },
  otp: {
    title: 'Código de un solo uso', sentTo: 'Enviamos un código de 6 dígitos a <bdi>{{destination}}</bdi>. Funciona durante 5 minutos.', sentToYou: 'Enviamos un código de 6 dígitos a su correo. Funciona durante 5 minutos.',
    submit: 'Verificar', resend: 'Enviar un código nuevo', resendIn: 'Podrá pedir un código nuevo en <bdi>{{seconds}}</bdi> segundos', noMoreResends: 'Ya se enviaron todos los códigos que permite este inicio de sesión. Si no llegó ninguno, inicie sesión de nuevo.',
    otherAccount: 'Iniciar sesión con otra cuenta',
  },
  pending: { expired: 'Pasó demasiado tiempo desde que inició sesión; inicie sesión de nuevo.', missing: 'Ningún inicio de sesión espera este paso; inicie sesión de nuevo.' },
  mfa: {
    title: 'Verificación en dos pasos', subtitle: 'Abra su aplicación de autenticación e introduzca el código de 6 dígitos que muestra.', submit: 'Verificar',
    setupTitle: 'Configurar la verificación en dos pasos', setupIntro: 'Su oficina exige la verificación en dos pasos. Añada la cuenta a una aplicación de autenticación (como Google Authenticator o Microsoft Authenticator) e introduzca el código que muestra.',
    scan: 'Escanee el código con la aplicación', qrAlt: 'Código QR para añadir la cuenta a su aplicación de autenticación', manual: '¿No puede escanear? Introduzca esta clave a mano:', secretLabel: 'Clave para introducir a mano',
    copy: 'Copiar la clave', copied: 'Clave copiada', copyFailed: 'No se pudo copiar; seleccione la clave y cópiela', enterCode: 'Introduzca el código que muestra la aplicación', confirm: 'Confirmar y continuar', preparing: 'Preparando la configuración…', restart: 'Empezar la configuración de nuevo',
    errors: {
      noSession: 'No se encontró ninguna sesión de verificación en dos pasos. Inicie sesión de nuevo.', sessionExpired: 'Su sesión de verificación en dos pasos expiró. Inicie sesión de nuevo.',
      setupSessionNotFound: 'No se encontró la configuración de la verificación en dos pasos. Configúrela de nuevo.', setupSessionExpired: 'La configuración de la verificación en dos pasos expiró. Configúrela de nuevo.',
      verifyFailed: 'No se pudo verificar el código', confirmFailed: 'No se pudo confirmar la configuración de la verificación en dos pasos', setupFailed: 'No se pudo configurar la verificación en dos pasos',
    },
  },
  reset: {
    title: 'Elija una contraseña nueva', subtitle: 'Introduzca el correo de su cuenta y elija una contraseña nueva.', submit: 'Guardar la contraseña', missingToken: 'El enlace no tiene código de restablecimiento; pida un enlace nuevo.', askAgain: 'Pedir un enlace nuevo',
  },
} as const satisfies StringTree;
