import type { en } from './en';

export const es: typeof en = {
  app: {
    name: 'AdIntel',
  },
  layout: {
    loading: 'Cargando la página…',
    navLabel: 'Área pública',
    reports: 'Informes',
    signUp: 'Registrarse',
    dashboard: 'Dashboard',
    toDark: 'Cambiar a modo oscuro',
    toLight: 'Cambiar a modo claro',
    socialLabel: 'Síganos',
    social: {
      facebook: 'Facebook',
      instagram: 'Instagram',
      linkedin: 'LinkedIn',
      x: 'X',
      youtube: 'YouTube',
    },
    rights: '© {{year}} AdIntel. Inteligencia en publicidad digital.',
    whatsapp: 'Escríbanos por WhatsApp',
    privacy: 'Privacidad',
  },
  titles: {
    signup: 'Registrarse',
    reportList: 'Informes por país',
    report: 'Informes de {{country}}',
    spot: 'Spot {{id}}',
    notFound: 'Página no encontrada',
    privacy: 'Privacidad',
    unsubscribe: 'Darse de baja',
  },
  notFound: {
    title: 'Página no encontrada',
    subtitle: 'La página que busca no existe.',
    back: 'Volver a los informes',
  },
  signup: {
    title: 'Regístrese para descargar nuestros informes por país',
    intro: 'Déjenos sus datos y le enviaremos nuestros informes de publicidad digital.',
    formLabel: 'Formulario de registro',
    fields: {
      email: 'Correo electrónico',
      name: 'Nombre',
      company: 'Empresa',
      rubro: 'Rubro',
      country: 'País',
    },
    rubros: {
      media: 'Medio',
      agency: 'Agencia',
      advertiser: 'Anunciante',
    },
    errors: {
      emailRequired: 'Ingrese su correo electrónico',
      emailInvalid: 'Ingrese un correo electrónico válido',
      nameRequired: 'Ingrese su nombre',
      companyRequired: 'Ingrese su empresa',
      rubroRequired: 'Seleccione su rubro',
      countryRequired: 'Seleccione su país',
    },
    choose: 'Seleccione…',
    submit: 'Registrarse',
    success: {
      title: '¡Gracias por registrarse!',
      subtitle: 'Enviaremos nuestros informes por país a {{email}}.',
    },
    already: {
      title: 'Ya está suscripto',
      subtitle: '{{email}} ya está en nuestra lista: los informes están en camino.',
    },
    failure: {
      title: 'No pudimos registrarlo',
      fallback: 'Inténtelo de nuevo en un momento.',
    },
    seeReports: 'Ver los informes',
    another: 'Registrar otro correo',
    privacy: {
      notice:
        'Usamos su correo, nombre, empresa, rubro y país solo para enviarle nuestros informes por país. Cada correo que le enviemos tiene un enlace para darse de baja, y puede pedir que borremos sus datos cuando quiera.',
      link: 'Qué guardamos y sus derechos',
    },
  },
  reports: {
    listTitle: 'Informes por país',
    intro:
      'La publicidad digital de cada país el mes pasado, en una página, hecha con nuestros últimos datos: de descarga gratuita.',
    countryTitle: 'Informes de {{country}}',
    flagAlt: 'Bandera de {{country}}',
    docsLabel: 'Documentos de {{name}}',
    noDocs: 'Todavía no hay documentos.',
    seeCountry: 'Más sobre {{country}}',
    allReports: 'Todos los informes',
    loading: 'Cargando los informes…',
    empty: 'Todavía no hay informes.',
    emptyCountry: 'Todavía no hay informes de {{country}}.',
    unknownCountry: 'No monitoreamos ningún país con el código {{code}}.',
    error: 'No se pudieron cargar los informes.',
    retry: 'Reintentar',
    signUpPrompt: 'Regístrese para enterarse de los nuevos informes',
  },
  spot: {
    heading: '{{advertiser}} · {{product}}',
    loading: 'Cargando el spot…',
    noData: 'No hay datos disponibles para este spot.',
    detailsLabel: 'Datos del spot',
    creativeLabel: 'Creatividad',
    fields: {
      date: 'Fecha',
      platform: 'Plataforma',
      category: 'Categoría',
      format: 'Formato',
      industry: 'Industria',
      pViewability: 'pViewability',
    },
    notAvailable: 'N/A',
  },
  consent: {
    title: 'Estadísticas de estas páginas',
    text: '¿Podemos contar su visita? Medimos cuánto tardan en cargarse estas páginas y si los registros se completan, sin cookies y sin nada que lo identifique. No se envía nada si no acepta.',
    more: 'Privacidad',
    accept: 'Aceptar',
    decline: 'Rechazar',
  },
  privacy: {
    title: 'Privacidad',
    intro: 'Esta página explica qué hace AdIntel, responsable de estas páginas, con los datos de sus visitantes.',
    contact: 'Para cualquier consulta, escriba a',
    collected: {
      heading: 'Qué recogemos y para qué',
      signup:
        'Al registrarse: su correo electrónico, nombre, empresa, rubro y país. Los usamos solo para enviarle nuestros informes por país, porque usted los pidió al registrarse (su consentimiento, artículo 6.1.a del RGPD). No los vendemos a nadie.',
      statistics:
        'Si acepta las estadísticas: cuánto tardan en cargarse estas páginas y si un registro se completó, con su rubro y su país. Nunca su correo, su nombre, su dirección de red ni una cookie: las estadísticas no identifican a nadie. Hasta que acepte, no se envía nada.',
    },
    kept: {
      heading: 'Cuánto tiempo lo guardamos',
      text: 'Guardamos su registro mientras esté suscripto. Cuando se da de baja, borramos en el acto su nombre, empresa, rubro y país, y guardamos solo su correo y la fecha, para que no le llegue ningún correo más. Si pide que los borremos, borramos también esos.',
    },
    rights: {
      heading: 'Sus derechos',
      intro:
        'Los visitantes de la Unión Europea, los de España entre ellos, tienen estos derechos según el RGPD, y los reconocemos a todos los visitantes:',
      access: 'saber qué guardamos sobre usted y obtener una copia;',
      rectification: 'que lo corrijamos;',
      erasure: 'que lo borremos;',
      restriction: 'que limitemos su uso, u oponerse a él;',
      portability: 'recibirlo en un formato común, para llevarlo a otro sitio;',
      withdraw: 'retirar su consentimiento cuando quiera, dándose de baja o cambiando su respuesta más abajo.',
      complaint: 'También puede reclamar ante la Agencia Española de Protección de Datos (AEPD, www.aepd.es).',
    },
    erasure: {
      heading: 'Baja y borrado',
      unsubscribe: 'Cada correo que le enviamos termina con un enlace que lo da de baja en el acto.',
      ask: 'Para que borremos sus datos, o para ejercer cualquier otro derecho, escriba desde la dirección con la que se registró a',
      askByReply:
        'Para que borremos sus datos, o para ejercer cualquier otro derecho, responda a cualquiera de nuestros correos desde la dirección con la que se registró.',
    },
    statistics: {
      heading: 'Estadísticas de estas páginas',
      granted: 'Aceptó las estadísticas.',
      declined: 'Rechazó las estadísticas: no se envía nada.',
      unanswered: 'Todavía no respondió: no se envía nada hasta que acepte.',
      remembered: 'Su respuesta se guarda solo en este navegador, y puede cambiarla aquí.',
    },
  },
  unsubscribe: {
    working: 'Dándolo de baja…',
    unsubscribed: {
      title: 'Se dio de baja',
      subtitle: '{{email}} no recibirá más correos nuestros.',
    },
    'already-unsubscribed': {
      title: 'Ya se había dado de baja',
      subtitle: '{{email}} no recibe correos nuestros.',
    },
    gone: {
      title: 'Esta dirección ya no está en nuestra lista',
      subtitle: 'No se le enviará ningún correo.',
    },
    invalid: {
      title: 'Este enlace para darse de baja no es válido',
      subtitle: 'Está cortado o fue modificado. Abra de nuevo el enlace del correo, completo.',
    },
    failed: {
      title: 'No pudimos darlo de baja',
      subtitle: 'Inténtelo de nuevo en un momento.',
    },
    retry: 'Reintentar',
    privacy: 'Qué guardamos y cómo pedir que lo borremos',
  },
};
