import { useTranslation } from 'react-i18next';
import { ThemeModeButton } from 'shared-ui';
import { useThemeStore } from '../theme-context';
import { chooseTheme } from '../theme-store';
import { useThemeMode } from '../use-theme-mode';

/** Dark/light toggle of the top bar; the first click turns the system preference into a choice. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const store = useThemeStore();
  const mode = useThemeMode(store);
  return (
    <ThemeModeButton
      mode={mode}
      labels={{ toLight: t('topBar.toLight'), toDark: t('topBar.toDark') }}
      onChoose={(chosen) => chooseTheme(store, chosen)}
    />
  );
}
