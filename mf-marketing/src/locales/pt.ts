import type { en } from './en';

export const pt: typeof en = {
  app: {
    name: 'AdIntel',
  },
  layout: {
    loading: 'Carregando a página…',
    navLabel: 'Área pública',
    reports: 'Relatórios',
    signUp: 'Cadastrar-se',
    dashboard: 'Dashboard',
    toDark: 'Mudar para o modo escuro',
    toLight: 'Mudar para o modo claro',
    socialLabel: 'Siga-nos',
    social: {
      facebook: 'Facebook',
      instagram: 'Instagram',
      linkedin: 'LinkedIn',
      x: 'X',
      youtube: 'YouTube',
    },
    rights: '© {{year}} AdIntel. Inteligência em publicidade digital.',
    whatsapp: 'Fale conosco pelo WhatsApp',
    privacy: 'Privacidade',
  },
  titles: {
    signup: 'Cadastrar-se',
    reportList: 'Relatórios por país',
    report: 'Relatórios de {{country}}',
    spot: 'Spot {{id}}',
    notFound: 'Página não encontrada',
    privacy: 'Privacidade',
    unsubscribe: 'Cancelar inscrição',
  },
  notFound: {
    title: 'Página não encontrada',
    subtitle: 'A página que você procura não existe.',
    back: 'Voltar aos relatórios',
  },
  signup: {
    title: 'Cadastre-se para baixar nossos relatórios por país',
    intro: 'Deixe seus dados e enviaremos nossos relatórios de publicidade digital.',
    formLabel: 'Formulário de cadastro',
    fields: {
      email: 'E-mail',
      name: 'Nome',
      company: 'Empresa',
      rubro: 'Segmento',
      country: 'País',
    },
    rubros: {
      media: 'Veículo',
      agency: 'Agência',
      advertiser: 'Anunciante',
    },
    errors: {
      emailRequired: 'Informe seu e-mail',
      emailInvalid: 'Informe um e-mail válido',
      nameRequired: 'Informe seu nome',
      companyRequired: 'Informe sua empresa',
      rubroRequired: 'Selecione seu segmento',
      countryRequired: 'Selecione seu país',
    },
    choose: 'Escolha…',
    submit: 'Cadastrar-se',
    success: {
      title: 'Obrigado por se cadastrar!',
      subtitle: 'Enviaremos nossos relatórios por país para {{email}}.',
    },
    already: {
      title: 'Você já está inscrito',
      subtitle: '{{email}} já está em nossa lista: os relatórios estão a caminho.',
    },
    failure: {
      title: 'Não conseguimos fazer seu cadastro',
      fallback: 'Tente novamente em instantes.',
    },
    seeReports: 'Ver os relatórios',
    another: 'Cadastrar outro e-mail',
    privacy: {
      notice:
        'Usamos seu e-mail, nome, empresa, segmento e país apenas para enviar nossos relatórios por país. Cada e-mail que enviamos tem um link para cancelar a inscrição, e você pode pedir que apaguemos seus dados quando quiser.',
      link: 'O que guardamos e seus direitos',
    },
  },
  reports: {
    listTitle: 'Relatórios por país',
    intro:
      'A publicidade digital de cada país no mês passado, em uma página, feita com nossos dados mais recentes: para baixar grátis.',
    countryTitle: 'Relatórios de {{country}}',
    flagAlt: 'Bandeira de {{country}}',
    docsLabel: 'Documentos de {{name}}',
    noDocs: 'Ainda não há documentos.',
    seeCountry: 'Mais sobre {{country}}',
    allReports: 'Todos os relatórios',
    loading: 'Carregando os relatórios…',
    empty: 'Ainda não há relatórios.',
    emptyCountry: 'Ainda não há relatórios de {{country}}.',
    unknownCountry: 'Não monitoramos nenhum país com o código {{code}}.',
    error: 'Não foi possível carregar os relatórios.',
    retry: 'Tentar novamente',
    signUpPrompt: 'Cadastre-se para saber dos novos relatórios',
  },
  spot: {
    heading: '{{advertiser}} · {{product}}',
    loading: 'Carregando o spot…',
    noData: 'Não há dados disponíveis para este spot.',
    detailsLabel: 'Dados do spot',
    creativeLabel: 'Criativo',
    fields: {
      date: 'Data',
      platform: 'Plataforma',
      category: 'Categoria',
      format: 'Formato',
      industry: 'Indústria',
      pViewability: 'pViewability',
    },
    notAvailable: 'N/A',
  },
  consent: {
    title: 'Estatísticas destas páginas',
    text: 'Podemos contar sua visita? Medimos quanto tempo estas páginas levam para carregar e se os cadastros são concluídos, sem cookies e sem nada que identifique você. Nada é enviado se você não aceitar.',
    more: 'Privacidade',
    accept: 'Aceitar',
    decline: 'Recusar',
  },
  privacy: {
    title: 'Privacidade',
    intro: 'Esta página explica o que a AdIntel, responsável por estas páginas, faz com os dados de quem as visita.',
    contact: 'Para qualquer dúvida, escreva para',
    collected: {
      heading: 'O que coletamos e para quê',
      signup:
        'Ao se cadastrar: seu e-mail, nome, empresa, segmento e país. Usamos esses dados apenas para enviar nossos relatórios por país, porque você os pediu ao se cadastrar (seu consentimento, artigo 6.1.a do RGPD). Não os vendemos a ninguém.',
      statistics:
        'Se você aceitar as estatísticas: quanto tempo estas páginas levam para carregar e se um cadastro foi concluído, com o segmento e o país. Nunca seu e-mail, seu nome, seu endereço de rede ou um cookie: as estatísticas não identificam ninguém. Até você aceitar, nada é enviado.',
    },
    kept: {
      heading: 'Por quanto tempo guardamos',
      text: 'Guardamos seu cadastro enquanto você estiver inscrito. Quando você cancela a inscrição, apagamos na hora seu nome, empresa, segmento e país, e guardamos apenas seu e-mail e a data, para que nenhum e-mail chegue mais a você. Se você pedir que apaguemos seus dados, apagamos esses também.',
    },
    rights: {
      heading: 'Seus direitos',
      intro:
        'Os visitantes da União Europeia, entre eles os da Espanha, têm estes direitos pelo RGPD, e nós os reconhecemos a todos os visitantes:',
      access: 'saber o que guardamos sobre você e receber uma cópia;',
      rectification: 'que o corrijamos;',
      erasure: 'que o apaguemos;',
      restriction: 'que limitemos seu uso, ou se opor a ele;',
      portability: 'recebê-lo em um formato comum, para levá-lo a outro lugar;',
      withdraw: 'retirar seu consentimento quando quiser, cancelando a inscrição ou mudando sua resposta abaixo.',
      complaint: 'Você também pode reclamar junto à Agência Espanhola de Proteção de Dados (AEPD, www.aepd.es).',
    },
    erasure: {
      heading: 'Cancelamento e exclusão',
      unsubscribe: 'Cada e-mail que enviamos termina com um link que cancela sua inscrição na hora.',
      ask: 'Para que apaguemos seus dados, ou para exercer qualquer outro direito, escreva a partir do endereço com que se cadastrou para',
      askByReply:
        'Para que apaguemos seus dados, ou para exercer qualquer outro direito, responda a qualquer e-mail nosso a partir do endereço com que se cadastrou.',
    },
    statistics: {
      heading: 'Estatísticas destas páginas',
      granted: 'Você aceitou as estatísticas.',
      declined: 'Você recusou as estatísticas: nada é enviado.',
      unanswered: 'Você ainda não respondeu: nada é enviado até você aceitar.',
      remembered: 'Sua resposta fica guardada apenas neste navegador, e você pode mudá-la aqui.',
    },
  },
  unsubscribe: {
    working: 'Cancelando sua inscrição…',
    unsubscribed: {
      title: 'Sua inscrição foi cancelada',
      subtitle: '{{email}} não receberá mais e-mails nossos.',
    },
    'already-unsubscribed': {
      title: 'Sua inscrição já estava cancelada',
      subtitle: '{{email}} não recebe e-mails nossos.',
    },
    gone: {
      title: 'Este endereço não está mais em nossa lista',
      subtitle: 'Nenhum e-mail será enviado a ele.',
    },
    invalid: {
      title: 'Este link de cancelamento não é válido',
      subtitle: 'Ele foi cortado ou alterado. Abra de novo o link do e-mail, completo.',
    },
    failed: {
      title: 'Não conseguimos cancelar sua inscrição',
      subtitle: 'Tente novamente em instantes.',
    },
    retry: 'Tentar novamente',
    privacy: 'O que guardamos e como pedir a exclusão',
  },
};
