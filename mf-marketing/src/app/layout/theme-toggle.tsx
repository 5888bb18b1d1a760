import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { HostTheme } from 'shared-contracts';
import { useStore } from 'zustand';
import { useMarketingTranslation } from '../../lib/use-marketing-translation';

/** The header's dark/light toggle; the shell owns the mode, this only asks for the other one. */
export function ThemeToggle({ theme }: { theme: HostTheme }) {
  const { t } = useMarketingTranslation();
  const mode = useStore(theme.mode, (state) => state.mode);
  const label = mode === 'dark' ? t('layout.toLight') : t('layout.toDark');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        icon={mode === 'dark' ? <SunOutlined /> : <MoonOutlined />}
        onClick={() => theme.choose(mode === 'dark' ? 'light' : 'dark')}
      />
    </Tooltip>
  );
}
