import { Button, Tooltip, theme, type ButtonProps } from 'antd';
import { useMediaQuery } from 'shared-ui/theme';

/**
 * A toolbar action: its icon and label, or on a phone its icon alone (named by the label, which a
 * tooltip shows), so that the actions take one row of the first screen instead of three.
 */
export function ToolbarButton({ label, ...button }: Omit<ButtonProps, 'children'> & { label: string }) {
  const { token } = theme.useToken();
  const compact = useMediaQuery(`(max-width: ${token.screenSMMax}px)`);
  if (!compact) return <Button {...button}>{label}</Button>;
  return (
    <Tooltip title={label}>
      <Button aria-label={label} {...button} />
    </Tooltip>
  );
}
