import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithHost } from '../testing';
import { Pagination, type PaginationProps } from './pagination';

function renderPagination(props: Partial<PaginationProps> = {}) {
  const onChange = jest.fn<void, [number, number]>();
  const result = renderWithHost(<></>);
  result.rerender(
    <Pagination
      i18n={result.host.i18n}
      current={3}
      pageSize={20}
      total={140}
      pageSizeOptions={[15, 20, 50]}
      onChange={onChange}
      {...props}
    />,
  );
  return { onChange, ...result };
}

/** Answers antd's breakpoint queries as a viewport `width` pixels wide would. */
function mockViewportWidth(width: number) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
  return () => void (window.matchMedia = original);
}

describe('Pagination (desktop)', () => {
  it('goes to the first, previous, next and last pages', async () => {
    const user = userEvent.setup();
    const { onChange } = renderPagination({ variant: 'desktop' });

    await user.click(screen.getByRole('button', { name: 'First page' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Last page' }));

    expect(onChange.mock.calls).toEqual([
      [1, 20],
      [2, 20],
      [4, 20],
      [7, 20],
    ]);
    expect(screen.getByText('of 7')).toBeInTheDocument();
  });

  it('clamps the typed page to the last page on Go, and to the first below it', async () => {
    const user = userEvent.setup();
    const { onChange } = renderPagination({ variant: 'desktop' });
    const input = screen.getByRole('spinbutton', { name: 'Page' });

    await user.clear(input);
    await user.type(input, '99');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(onChange).toHaveBeenLastCalledWith(7, 20);

    await user.clear(input);
    await user.type(input, '0{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(1, 20);

    await user.clear(input);
    await user.type(input, '5{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(5, 20);
  });

  it('disables first and previous on page 1, next and last on the last page', () => {
    const { rerender, host, onChange } = renderPagination({ variant: 'desktop', current: 1 });
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();

    rerender(
      <Pagination i18n={host.i18n} variant="desktop" current={7} pageSize={20} total={140} onChange={onChange} />,
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'First page' })).toBeEnabled();
  });

  it('changes the results per page and goes back to page 1', async () => {
    const user = userEvent.setup();
    const { onChange } = renderPagination({ variant: 'desktop' });

    await user.click(screen.getByRole('combobox', { name: 'Results per page' }));
    await user.click(await screen.findByTitle('50'));

    expect(onChange).toHaveBeenLastCalledWith(1, 50);
  });
});

describe('Pagination (mobile)', () => {
  it('offers only previous and next, with the page counter', async () => {
    const user = userEvent.setup();
    const { onChange } = renderPagination({ variant: 'mobile' });

    expect(screen.queryByRole('button', { name: 'First page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Last page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'Page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Results per page' })).not.toBeInTheDocument();
    expect(screen.getByText('3 / 7')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onChange.mock.calls).toEqual([
      [4, 20],
      [2, 20],
    ]);
  });

  it('is chosen on a phone-wide viewport and not on a desktop one', () => {
    const restore = mockViewportWidth(400);
    try {
      const { unmount } = renderPagination();
      expect(screen.queryByRole('button', { name: 'First page' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
      act(() => unmount());
    } finally {
      restore();
    }
    const restoreWide = mockViewportWidth(1280);
    try {
      renderPagination();
      expect(screen.getByRole('button', { name: 'First page' })).toBeInTheDocument();
    } finally {
      restoreWide();
    }
  });
});
