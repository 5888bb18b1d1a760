import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../../components/language-select';
import { useSessionController } from '../auth-context';
import { LoginForm } from './login-form';

/**
 * The login page. It does not navigate: once the session exists, the guest-only route sends the
 * user to the stored deep link or the landing page, so there is one place that decides.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const controller = useSessionController();
  return (
    <Flex component="main" align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
          <Typography.Text strong style={{ fontSize: 20 }}>
            {t('app.name')}
          </Typography.Text>
          <LanguageSelect />
        </Flex>
        <Typography.Title level={1} style={{ fontSize: 22 }}>
          {t('login.title')}
        </Typography.Title>
        <LoginForm onLogin={({ email, password }) => controller.login(email, password)} />
      </Card>
    </Flex>
  );
}
