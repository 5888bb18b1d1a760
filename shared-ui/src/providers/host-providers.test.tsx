import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import type { HostApi, ThemeMode } from 'shared-contracts';
import { createTestHost } from 'shared-contracts/testing';
import { createStore } from 'zustand/vanilla';
import { suiteTheme } from '../theme/suite-theme';
import { HostProviders } from './host-providers';

/** The colours antd hands the page's components inside the providers. */
function TokenProbe() {
  const { token } = theme.useToken();
  return (
    <dl>
      <dt>primary</dt>
      <dd data-testid="primary">{token.colorPrimary}</dd>
      <dt>secondary text</dt>
      <dd data-testid="description">{token.colorTextDescription}</dd>
      <dt>background</dt>
      <dd data-testid="background">{token.colorBgContainer}</dd>
      <dt>motion</dt>
      <dd data-testid="motion">{token.motionDurationMid}</dd>
    </dl>
  );
}

function prefersDark(dark: boolean, reducedMotion = false): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches:
        (dark && query === '(prefers-color-scheme: dark)') ||
        (reducedMotion && query === '(prefers-reduced-motion: reduce)'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => void (window.matchMedia = original);
}

function renderProbe(host: HostApi = createTestHost()) {
  render(
    <HostProviders host={host} queryClient={new QueryClient()}>
      <TokenProbe />
    </HostProviders>,
  );
}

const LIGHT = suiteTheme('light').token;
const DARK = suiteTheme('dark').token;

describe('HostProviders (the standalone dev hosts and the tests)', () => {
  let restore: () => void = () => undefined;
  afterEach(() => restore());

  it("paints with the suite's colours, not antd's defaults, which fail AA contrast", () => {
    restore = prefersDark(false);
    renderProbe();
    expect(screen.getByTestId('primary')).toHaveTextContent(String(LIGHT?.colorPrimary));
    expect(screen.getByTestId('primary')).not.toHaveTextContent('#1677ff');
    expect(screen.getByTestId('description')).toHaveTextContent(String(LIGHT?.colorTextDescription));
    expect(screen.getByTestId('background')).toHaveTextContent('#ffffff');
    expect(screen.getByTestId('motion')).not.toHaveTextContent('0s');
  });

  it("follows the system's dark colour scheme with the suite's dark theme", () => {
    restore = prefersDark(true);
    renderProbe();
    expect(screen.getByTestId('description')).toHaveTextContent(String(DARK?.colorTextDescription));
    expect(screen.getByTestId('background')).not.toHaveTextContent('#ffffff');
  });

  it('animates nothing when the system asks for reduced motion, keeping the colours', () => {
    restore = prefersDark(false, true);
    renderProbe();
    expect(screen.getByTestId('motion')).toHaveTextContent('0s');
    expect(screen.getByTestId('primary')).toHaveTextContent(String(LIGHT?.colorPrimary));
  });

  it("follows the host's own light/dark mode when the host shares one", () => {
    restore = prefersDark(false);
    const mode = createStore<{ mode: ThemeMode }>(() => ({ mode: 'dark' }));
    renderProbe({ ...createTestHost(), theme: { mode, choose: (chosen) => mode.setState({ mode: chosen }) } });
    expect(screen.getByTestId('description')).toHaveTextContent(String(DARK?.colorTextDescription));
    act(() => mode.setState({ mode: 'light' }));
    expect(screen.getByTestId('description')).toHaveTextContent(String(LIGHT?.colorTextDescription));
  });
});
