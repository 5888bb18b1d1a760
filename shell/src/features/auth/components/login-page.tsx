import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'shared-router';
import { useStaysTrue } from '../../../lib/use-stays-true';
import { useHost } from '../../remote-view';
import { useSessionController, useSessionMeta } from '../auth-context';
import { LanguageSelect } from './language-select';
import { LoginForm } from './login-form';

const loadLoginDialogs = () => import('./login-dialogs');
const LoginDialogs = lazy(() => loadLoginDialogs().then((module) => ({ default: module.LoginDialogs })));

/**
 * The login page. It does not navigate: once the session exists, the guest-only route sends the
 * user to the stored deep link or the landing page, so there is one place that decides.
 *
 * Drawn with native elements in antd's look (lib/native-look): antd is about 170 KB gzip of
 * script, and issue 16 gives the login form 180 KB in all. Its dialogs load antd when opened.
 */
export interface LoginPageProps {
  /** Called as the form is sent: the app starts downloading what the user will land on. */
  onLoginStart?: () => void;
}

export function LoginPage({ onLoginStart }: LoginPageProps) {
  const { t } = useTranslation();
  const controller = useSessionController();
  const { supportEmail } = useHost().config.external;
  const [resetOpen, setResetOpen] = useState(false);
  // What the login form holds: the forgot-password dialog starts with it, so it is not typed twice.
  const [typedEmail, setTypedEmail] = useState('');
  // The reset e-mail links to /login?resetToken=…; the token leaves the address once used or dismissed.
  const [query, setQuery] = useSearchParams();
  const resetToken = query.get('resetToken');
  const dialogsNeeded = useStaysTrue(resetOpen || Boolean(resetToken));
  // docs/decisions.md#session-and-navigation: after a password change the session ends and this page says why.
  const passwordChanged = useSessionMeta((state) => state.lastLogoutReason === 'password-changed');
  return (
    <main className="nl-page">
      <section className="nl-card">
        <div className="nl-row">
          <span className="nl-brand">{t('app.name')}</span>
          <LanguageSelect />
        </div>
        <p className="nl-paragraph nl-secondary">{t('loginPage.slogan')}</p>
        {passwordChanged && (
          <div role="status" className="nl-alert nl-alert--success">
            {t('loginPage.passwordChanged')}
          </div>
        )}
        <h1 className="nl-title">{t('login.title')}</h1>
        <LoginForm
          onEmailChange={setTypedEmail}
          onLogin={({ email, password }) => {
            onLoginStart?.();
            return controller.login(email, password);
          }}
        />
        <div className="nl-footer">
          <button
            type="button"
            className="nl-button nl-button--link"
            // The dialog's code starts downloading as the pointer or the focus reaches the link.
            onPointerEnter={() => void loadLoginDialogs()}
            onFocus={() => void loadLoginDialogs()}
            onClick={() => setResetOpen(true)}
          >
            {t('forgotPassword.open')}
          </button>
          {supportEmail && (
            <span className="nl-secondary">
              {t('loginPage.helpdesk')}{' '}
              <a className="nl-link" href={`mailto:${supportEmail}`}>
                {supportEmail}
              </a>
            </span>
          )}
        </div>
      </section>
      {dialogsNeeded && (
        <Suspense fallback={null}>
          <LoginDialogs
            resetOpen={resetOpen}
            typedEmail={typedEmail}
            onResetClose={() => setResetOpen(false)}
            resetToken={resetToken}
            onNewPasswordClose={() => setQuery({}, { replace: true })}
          />
        </Suspense>
      )}
    </main>
  );
}
