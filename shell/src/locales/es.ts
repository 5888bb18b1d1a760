import type { ShellMessages } from './en';
import { federationOpsEs } from './federation-ops/es';
import { busyEs } from './busy/es';
import { loginLockoutsEs } from './login-lockouts/es';
import { frameEs } from './frame/es';
import { resultDialogsEs } from './result-dialogs/es';
import { searchEs, searchErrorsEs } from './search/es';
import { FRAME_PLACEHOLDER_TEXTS } from './frame-placeholder';

/** Spanish texts of the shell (namespace `shell`). */
export const es: ShellMessages = {
  app: {
    name: FRAME_PLACEHOLDER_TEXTS.es.brand,
    loadingSession: FRAME_PLACEHOLDER_TEXTS.es.loadingSession,
  },
  language: {
    label: 'Idioma',
    es: 'Español',
    en: 'English',
    pt: 'Português',
  },
  login: {
    title: 'Ingresá a tu cuenta',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Ingresar',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
    errors: {
      emailRequired: 'Ingresá una dirección de correo válida',
      emailInvalid: 'Correo inválido',
      passwordRequired: 'Ingresá tu contraseña.',
      passwordShort: 'Ingresá una contraseña válida',
      failed: '¡Algo está mal con tu correo y contraseña!',
      tooManyAttempts_one: 'Demasiados intentos fallidos. Espera {{count}} minuto y vuelve a intentarlo.',
      tooManyAttempts_other: 'Demasiados intentos fallidos. Espera {{count}} minutos y vuelve a intentarlo.',
      tooManyAttemptsLater: 'Demasiados intentos fallidos. Espera unos minutos y vuelve a intentarlo.',
    },
  },
  nav: {
    label: 'Navegación principal',
    home: 'Inicio',
    investment: 'Inversión en tiempo real',
    shareofvoice: 'Share of Voice',
    spotslist: 'Lista de avisos',
    campaigns: 'Campañas',
    snapshots: 'Snapshots',
    compare: 'Comparar',
    account: 'Cuenta',
    logout: 'Cerrar sesión',
  },
  topBar: {
    openMenu: 'Abrir menú',
    toDark: 'Cambiar a modo oscuro',
    toLight: 'Cambiar a modo claro',
    accountSettings: 'Configuración de la cuenta',
    adminDashboard: 'Panel de administración',
    logout: 'Cerrar sesión',
  },
  home: {
    title: FRAME_PLACEHOLDER_TEXTS.es.homeTitle,
    welcome: 'Hola, {{name}}.',
    intro: 'Elegí una vista en el menú para explorar la publicidad de tus mercados.',
  },
  notFound: {
    title: 'Página no encontrada',
    subtitle: 'La página que buscás no existe.',
    back: 'Volver al inicio',
  },
  remote: {
    loading: 'Cargando vista…',
    failedTitle: 'No se pudo cargar esta vista',
    failedSubtitle: 'El resto del panel sigue funcionando. Volvé a intentarlo en un momento.',
    retry: 'Reintentar',
    incompatibleTitle: 'Esta vista no es compatible con esta versión del panel',
    incompatibleSubtitle:
      'La vista se construyó para el contrato {{remoteVersion}}; el panel usa el contrato {{hostVersion}}.',
  },
  ...searchEs,
  ...federationOpsEs,
  ...frameEs,
  ...busyEs,
  ...loginLockoutsEs,
  ...resultDialogsEs,
  errors: {
    ...searchErrorsEs,
  },
};
