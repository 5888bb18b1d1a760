import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { SuiteThemeMode } from './suite-theme';

export interface ThemeModeButtonProps {
  /** The mode shown now; the button offers the other one. */
  mode: SuiteThemeMode;
  /** What the button says in each mode, in the caller's language. */
  labels: { toLight: string; toDark: string };
  onChoose: (mode: SuiteThemeMode) => void;
}

/** The dark/light button of the shell's top bar and of the public pages' header. */
export function ThemeModeButton({ mode, labels, onChoose }: ThemeModeButtonProps) {
  const label = mode === 'dark' ? labels.toLight : labels.toDark;
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        icon={mode === 'dark' ? <SunOutlined /> : <MoonOutlined />}
        onClick={() => onChoose(mode === 'dark' ? 'light' : 'dark')}
      />
    </Tooltip>
  );
}
