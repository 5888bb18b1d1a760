import { act, render, screen } from '@testing-library/react';
import { useMediaQuery } from './use-media-query';

type ChangeListener = () => void;

/** A viewport `width` px wide whose media queries can be told the width changed. */
function fakeViewport(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Set<ChangeListener>();
  jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: !min || width >= Number(min[1]),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: (_type: string, listener: ChangeListener) => void listeners.add(listener),
      removeEventListener: (_type: string, listener: ChangeListener) => void listeners.delete(listener),
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  });
  return {
    resize(next: number) {
      width = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

afterEach(() => jest.restoreAllMocks());

const seen: string[] = [];
function Layout() {
  const wide = useMediaQuery('(min-width: 992px)');
  seen.push(wide ? 'sidebar' : 'drawer');
  return <p>{wide ? 'Sidebar layout' : 'Drawer layout'}</p>;
}

describe('useMediaQuery', () => {
  beforeEach(() => void seen.splice(0));

  it('draws the layout for the screen in the first render, not once an effect has looked', () => {
    fakeViewport(1440);
    render(<Layout />);
    expect(screen.getByText('Sidebar layout')).toBeInTheDocument();
    expect(seen).toEqual(['sidebar']);
  });

  it('follows the screen when it changes', () => {
    const viewport = fakeViewport(1440);
    render(<Layout />);
    viewport.resize(800);
    expect(screen.getByText('Drawer layout')).toBeInTheDocument();
    viewport.resize(1200);
    expect(screen.getByText('Sidebar layout')).toBeInTheDocument();
  });
});
