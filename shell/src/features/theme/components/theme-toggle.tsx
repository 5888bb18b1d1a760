import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useThemeStore } from '../theme-context';
import { chooseTheme } from '../theme-store';
import { useThemeMode } from '../use-theme-mode';

/** Dark/light toggle of the top bar; the first click turns the system preference into a choice. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const store = useThemeStore();
  const mode = useThemeMode(store);
  const label = mode === 'dark' ? t('topBar.toLight') : t('topBar.toDark');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        icon={mode === 'dark' ? <SunOutlined /> : <MoonOutlined />}
        onClick={() => chooseTheme(store, mode === 'dark' ? 'light' : 'dark')}
      />
    </Tooltip>
  );
}
