import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Result, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useSharedUiTranslation } from '../i18n/use-shared-ui-translation';
import type { StandaloneHandle } from './create-standalone-handle';
import { describeError } from './describe-error';

export interface StandaloneGateProps {
  handle: StandaloneHandle;
  /** False for public pages (marketing), which run with no session. */
  signIn: boolean;
  children: ReactNode;
}

/** Shows the page once the dev host is signed in, or says why it could not sign in. */
export function StandaloneGate({ handle, signIn, children }: StandaloneGateProps) {
  const { t } = useSharedUiTranslation(handle.host.i18n);
  // A query, so StrictMode's double effects share one login and "try again" is a refetch.
  const login = useQuery({
    queryKey: ['standalone', 'sign-in'],
    queryFn: () => handle.signIn(),
    enabled: signIn,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  if (!signIn || login.isSuccess) return <>{children}</>;
  if (login.isError) {
    return (
      <Result
        status="error"
        title={t('standalone.apiDown')}
        subTitle={
          <>
            <p>{t('standalone.apiHint')}</p>
            <p>
              {t('standalone.details', { message: describeError(login.error), interpolation: { escapeValue: false } })}
            </p>
          </>
        }
        extra={
          <Button type="primary" loading={login.isFetching} onClick={() => void login.refetch()}>
            {t('standalone.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <Flex role="status" gap={12} align="center">
      <Spin />
      <Typography.Text>{t('standalone.signingIn')}</Typography.Text>
    </Flex>
  );
}
