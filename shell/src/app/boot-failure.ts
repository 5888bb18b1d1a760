// Plain DOM, no i18next: this shows when the environment file is missing, before the async
// boundary where shared libraries (React, i18next) can load. The three texts live here for that
// reason only; every other text goes through i18next.

const MESSAGES = {
  es: {
    title: 'No se pudo iniciar AdIntel',
    body: 'No se pudo leer la configuración del entorno (/env.json). Revisá tu conexión y volvé a intentarlo; si sigue fallando, contactá al administrador.',
    retry: 'Reintentar',
  },
  en: {
    title: 'AdIntel could not start',
    body: 'The environment configuration (/env.json) could not be read. Check your connection and try again; if it keeps failing, contact the administrator.',
    retry: 'Try again',
  },
  pt: {
    title: 'Não foi possível iniciar o AdIntel',
    body: 'Não foi possível ler a configuração do ambiente (/env.json). Verifique sua conexão e tente novamente; se continuar falhando, contate o administrador.',
    retry: 'Tentar novamente',
  },
} as const;

type BootLanguage = keyof typeof MESSAGES;

function bootLanguage(): BootLanguage {
  const tag = (navigator.language || 'es').slice(0, 2).toLowerCase();
  return tag === 'en' || tag === 'pt' ? tag : 'es';
}

/** Replaces the page with a readable message instead of leaving it blank. */
export function showBootFailure(
  error: unknown,
  root: HTMLElement = document.getElementById('root') ?? document.body,
): void {
  console.error('[shell] start failed', error);
  const text = MESSAGES[bootLanguage()];
  const box = document.createElement('main');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'max-width:560px;margin:15vh auto;padding:24px;font-family:system-ui,sans-serif;line-height:1.5';
  const title = document.createElement('h1');
  title.textContent = text.title;
  title.style.fontSize = '1.5rem';
  const body = document.createElement('p');
  body.textContent = text.body;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = text.retry;
  retry.addEventListener('click', () => window.location.reload());
  box.append(title, body, retry);
  root.replaceChildren(box);
}
