import { screen } from '@testing-library/react';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { createTestServices, renderWithShell } from '../../../testing/render-shell';
import { LoginPage } from './login-page';

describe('LoginPage language selector', () => {
  it('switches every text at once and remembers the choice', async () => {
    const { user } = renderWithShell(<LoginPage />, {
      services: createTestServices({ language: 'en' }),
    });
    expect(screen.getByRole('heading', { name: 'Log in to your account' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Español');

    expect(await screen.findByRole('heading', { name: 'Ingresá a tu cuenta' })).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeDisabled();
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe('es');
    expect(document.documentElement.lang).toBe('es');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'Português');
    expect(await screen.findByRole('heading', { name: 'Entre na sua conta' })).toBeInTheDocument();
  });
});

describe('LoginPage extras', () => {
  it.each([
    ['en', 'Digital advertising intelligence for Latin America, Spain and the US.', 'Need help? Write to'],
    [
      'es',
      'Inteligencia de publicidad digital para Latinoamérica, España y Estados Unidos.',
      '¿Necesitás ayuda? Escribinos a',
    ],
    [
      'pt',
      'Inteligência de publicidade digital para a América Latina, a Espanha e os Estados Unidos.',
      'Precisa de ajuda? Escreva para',
    ],
  ] as const)('shows the slogan and the helpdesk mail link in %s', (language, slogan, helpdesk) => {
    renderWithShell(<LoginPage />, {
      services: createTestServices({ language }),
    });
    expect(screen.getByText(slogan)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'helpdesk@adintel.test' });
    expect(link).toHaveAttribute('href', 'mailto:helpdesk@adintel.test');
    expect(link.parentElement).toHaveTextContent(`${helpdesk} helpdesk@adintel.test`);
  });
});
