import { act, screen } from '@testing-library/react';
import type { RemotePageProps } from 'shared-contracts';
import { renderStandalone } from './render-standalone';

function PublicPage({ page }: RemotePageProps) {
  return <h1>{page} standalone</h1>;
}

describe('renderStandalone', () => {
  it('renders the page inside the dev host into the #root element', () => {
    document.body.innerHTML = '<div id="root"></div>';
    let root: ReturnType<typeof renderStandalone> | undefined;
    act(() => {
      root = renderStandalone(PublicPage, { page: 'home', namespace: 'marketing', signIn: false });
    });

    expect(screen.getByRole('heading', { name: 'home standalone' })).toBeInTheDocument();
    expect(screen.getByText(/marketing/)).toBeInTheDocument();
    act(() => root?.unmount());
  });

  it('says what is missing when the page has no #root element', () => {
    document.body.innerHTML = '';
    expect(() => renderStandalone(PublicPage, { page: 'home', namespace: 'marketing' })).toThrow(
      'public/index.html has no element with id "root"',
    );
  });
});
