import { Alert, Button, Flex, theme, Typography } from '../../../lib/frame-antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'shared-router';
import { LanguageSelect } from './language-select';
import { useHost } from '../../remote-view';
import { useSessionController, useSessionMeta } from '../auth-context';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { LoginForm } from './login-form';
import { NewPasswordDialog } from './new-password-dialog';

/**
 * The login page. It does not navigate: once the session exists, the guest-only route sends the
 * user to the stored deep link or the landing page, so there is one place that decides.
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
  // docs/decisions.md#session-and-navigation: after a password change the session ends and this page says why.
  const passwordChanged = useSessionMeta((state) => state.lastLogoutReason === 'password-changed');
  const { token } = theme.useToken();
  return (
    <Flex component="main" align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      {/* Drawn as antd's bordered Card draws, without Card: it brings Tabs, Menu and Skeleton along. */}
      <section
        style={{
          width: '100%',
          maxWidth: 400,
          padding: token.paddingLG,
          background: token.colorBgContainer,
          border: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
          <Typography.Text strong style={{ fontSize: 20 }}>
            {t('app.name')}
          </Typography.Text>
          <LanguageSelect />
        </Flex>
        <Typography.Paragraph type="secondary">{t('loginPage.slogan')}</Typography.Paragraph>
        {passwordChanged && (
          <Alert
            type="success"
            showIcon
            role="status"
            title={t('loginPage.passwordChanged')}
            style={{ marginBottom: 16 }}
          />
        )}
        <Typography.Title level={1} style={{ fontSize: 22 }}>
          {t('login.title')}
        </Typography.Title>
        <LoginForm
          onEmailChange={setTypedEmail}
          onLogin={({ email, password }) => {
            onLoginStart?.();
            return controller.login(email, password);
          }}
        />
        <Flex vertical align="center" gap={4} style={{ marginTop: 16 }}>
          <Button type="link" onClick={() => setResetOpen(true)}>
            {t('forgotPassword.open')}
          </Button>
          {supportEmail && (
            <Typography.Text type="secondary">
              {t('loginPage.helpdesk')}{' '}
              <Typography.Link underline href={`mailto:${supportEmail}`}>
                {supportEmail}
              </Typography.Link>
            </Typography.Text>
          )}
        </Flex>
      </section>
      <ForgotPasswordDialog open={resetOpen} initialEmail={typedEmail} onClose={() => setResetOpen(false)} />
      {resetToken && <NewPasswordDialog token={resetToken} onClose={() => setQuery({}, { replace: true })} />}
    </Flex>
  );
}
