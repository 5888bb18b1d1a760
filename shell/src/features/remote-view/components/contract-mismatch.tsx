import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

interface ContractMismatchProps {
  remoteVersion: string;
  hostVersion: string;
}

/** Says which contract versions clash instead of mounting a view that would break the shell. */
export function ContractMismatch({ remoteVersion, hostVersion }: ContractMismatchProps) {
  const { t } = useTranslation('shell');
  return (
    <Result
      status="warning"
      title={t('remote.incompatibleTitle')}
      subTitle={t('remote.incompatibleSubtitle', { remoteVersion, hostVersion })}
    />
  );
}
