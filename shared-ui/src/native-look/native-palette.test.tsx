import { render } from '@testing-library/react';
import { ConfigProvider, theme, type GlobalToken } from 'antd';
import { suiteTheme } from '../theme/suite-theme';
import { NATIVE_PALETTE, NATIVE_TOKENS } from './native-palette';

function tokensOf(mode: 'light' | 'dark'): GlobalToken {
  let read: GlobalToken | undefined;
  function ReadTokens() {
    read = theme.useToken().token;
    return null;
  }
  render(
    <ConfigProvider theme={suiteTheme(mode)}>
      <ReadTokens />
    </ConfigProvider>,
  );
  if (!read) throw new Error('the tokens were not read');
  return read;
}

describe('NATIVE_PALETTE', () => {
  it.each(['light', 'dark'] as const)('is the suite theme antd draws in %s mode', (mode) => {
    const tokens = tokensOf(mode);
    const palette = NATIVE_PALETTE[mode];
    const fromAntd = Object.fromEntries(NATIVE_TOKENS.map((name) => [name, tokens[name]]));
    expect(palette).toEqual(fromAntd);
  });
});
