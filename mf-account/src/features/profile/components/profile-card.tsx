import { Avatar, Card, Descriptions, Flex, Select, Typography } from 'antd';
import type { HostApi } from 'shared-contracts';
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from 'shared-ui';
import { useStore } from 'zustand';
import { useAccountTranslation } from '../../../lib/use-account-translation';

/** The user's initial: of the name, else of the e-mail. */
function initialOf(name: string, email: string): string {
  return (name.trim()[0] ?? email.trim()[0] ?? '?').toUpperCase();
}

/**
 * docs/product.md#account-page: initial avatar, name, e-mail and the language. The language is the suite's:
 * `host.i18n` is the shell's one instance, which also keeps the choice for the next visit.
 */
export function ProfileCard({ host }: { host: HostApi }) {
  const { t, i18n } = useAccountTranslation(host);
  const claims = useStore(host.session, (state) => state.claims);
  const name = claims?.name ?? '';
  const surname = claims?.surname ?? '';
  const email = claims?.username ?? '';
  const language = (i18n.resolvedLanguage ?? i18n.language) as SupportedLanguage;
  return (
    <Card title={t('profile.title')}>
      <Flex gap={16} align="center" style={{ marginBottom: 16 }}>
        <Avatar size={64} aria-hidden style={{ fontSize: 28 }}>
          {initialOf(name, email)}
        </Avatar>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          {`${name} ${surname}`.trim()}
        </Typography.Title>
      </Flex>
      <Descriptions
        column={1}
        items={[
          { key: 'email', label: t('profile.email'), children: email },
          {
            key: 'language',
            label: t('profile.language'),
            children: (
              <Select<SupportedLanguage>
                aria-label={t('profile.language')}
                value={language}
                onChange={(next) => void host.i18n.changeLanguage(next)}
                options={SUPPORTED_LANGUAGES.map((value) => ({ value, label: t(`profile.languages.${value}`) }))}
                virtual={false}
                style={{ width: 160 }}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
