import { App, Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { SafeHtml } from 'shared-ui';
import { useLogout, useSessionController } from '../../auth';
import { useAcceptTerms } from '../api/accept-terms';
import { firstEnabledMessage, useUserMessages } from '../api/get-user-messages';
import { useTermsPending } from '../use-terms-pending';
import { useWelcomeStore } from '../welcome-context';
import { TermsOfUse } from './terms-of-use';

/**
 * The welcome dialog (docs/product.md#session-and-login): the terms step while the terms are not accepted,
 * then the first enabled user message. After a login with the terms already accepted, only the
 * message shows (when there is one). Neither step closes by the mask or Escape.
 */
export function WelcomeDialog() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const controller = useSessionController();
  const logout = useLogout();
  const welcome = useWelcomeStore();
  const messagePending = useStore(welcome, (state) => state.messagePending);
  const termsPending = useTermsPending();
  const messages = useUserMessages(termsPending || messagePending);
  const message = firstEnabledMessage(messages.data);
  const accept = useAcceptTerms();

  const onAccept = () =>
    accept.mutate(undefined, {
      onSuccess: () => {
        controller.markTermsAccepted();
        welcome.setState({ messagePending: true });
        notification.success({ title: t('welcome.accepted') });
      },
      onError: () => notification.error({ title: t('welcome.acceptFailed') }),
    });
  const closeMessage = () => welcome.setState({ messagePending: false });

  const common = { closable: false, mask: { closable: false }, keyboard: false, width: 640 } as const;
  if (termsPending) {
    return (
      <Modal
        {...common}
        open
        title={t('welcome.termsTitle')}
        footer={[
          <Button key="decline" onClick={() => void logout()}>
            {t('welcome.decline')}
          </Button>,
          <Button key="accept" type="primary" loading={accept.isPending} onClick={onAccept}>
            {t('welcome.accept')}
          </Button>,
        ]}
      >
        <TermsOfUse />
      </Modal>
    );
  }
  return (
    <Modal
      {...common}
      open={messagePending && message !== null}
      title={message?.name ?? t('welcome.messageTitle')}
      okText={t('common.ok')}
      onOk={closeMessage}
      footer={(_, { OkBtn }) => <OkBtn />}
    >
      {message && <SafeHtml html={message.html} label={message.name} />}
    </Modal>
  );
}
