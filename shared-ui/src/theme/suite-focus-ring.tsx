// By their own paths, as in suite-theme.ts: the shell draws this before it loads antd whole.
import ConfigProvider from 'antd/es/config-provider';
import theme from 'antd/es/theme';
import { useContext } from 'react';

/**
 * Focus rings antd leaves out. A sortable column header is a Tab stop, but antd only tints its
 * text blue when it has the focus (and sets `outline: none`): a keyboard user loses track of it.
 * No theme token reaches that rule, so this sheet adds the ring antd draws on its other
 * controls, in the theme's primary colour (light and dark). Rendered inside the ConfigProvider,
 * it takes the page's CSP nonce from it like antd's own styles.
 */
export function SuiteFocusRing() {
  const { token } = theme.useToken();
  const { csp } = useContext(ConfigProvider.ConfigContext);
  const ring = `${token.lineWidthFocus}px solid ${token.colorPrimary}`;
  return (
    <style nonce={csp?.nonce}>
      {`.ant-table-wrapper .ant-table-thead > tr > th.ant-table-column-has-sorters:focus-visible {` +
        ` outline: ${ring}; outline-offset: -${token.lineWidthFocus}px; }`}
    </style>
  );
}
