import { getByRole } from '@testing-library/dom';
import { showBootFailure } from './boot-failure';

describe('showBootFailure', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('replaces the blank page with a message and a way to try again', () => {
    const root = document.body.appendChild(document.createElement('div'));
    showBootFailure(new Error('env.json 404'), root);
    const alert = getByRole(root, 'alert');
    expect(getByRole(alert, 'heading', { name: 'AdIntel could not start' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('/env.json');
    expect(getByRole(alert, 'button', { name: 'Try again' })).toBeInTheDocument();
  });
});
