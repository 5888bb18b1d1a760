import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, ROLES, type CountryCode, type FilterItem } from 'shared-contracts';
import { ANALYST_CLAIMS, createTestHost } from 'shared-contracts/testing';
import { registerTranslations } from 'shared-ui';
import { computeInlineStylesOnly, renderWithHost } from 'shared-ui/testing';
import { NAMESPACE, resources } from '../../locales';
import { AUDIENCES, mockHttp } from '../snapshots/snapshots.fixtures';
import { AudiencesCard } from './components/audiences-card';

jest.mock('@ant-design/plots', () => jest.requireActual('shared-ui/testing').fakeChartsModule);

const WITHOUT_AUDIENCES = [ROLES.shareOfVoice, ROLES.investment, ROLES.campaign];

interface Case {
  country?: CountryCode;
  roles?: string[];
  snapFilter?: FilterItem | null;
  language?: string;
}

function renderCard(
  post: jest.Mock,
  { country = 'MX', roles = ANALYST_CLAIMS.roles, snapFilter = null, language }: Case = {},
) {
  const host = createTestHost({ http: mockHttp(post), claims: { ...ANALYST_CLAIMS, roles }, language });
  registerTranslations(host.i18n, NAMESPACE, resources);
  const body = [{ country, since: '2024-06-01', until: '2024-06-30' }];
  renderWithHost(
    <AudiencesCard host={host} country={country} snapType="advertisers" snapFilter={snapFilter} body={body} />,
    { host },
  );
  return host;
}

beforeEach(computeInlineStylesOnly);

describe('the audiences card', () => {
  it('shows the measured bands of a supported country, targets left out', async () => {
    const post = jest.fn().mockResolvedValue(AUDIENCES);
    renderCard(post, { snapFilter: { id: 11, label: 'Acme', value: '11' } });
    const donut = await screen.findByLabelText('Audiences');
    expect(await within(donut).findByText(/^Men 25-34 \| 55/)).toBeInTheDocument();
    expect(within(donut).getByText(/^Women 25-34 \| 45/)).toBeInTheDocument();
    expect(within(donut).queryByText(/18\+/)).not.toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/v2/audiences',
      { search: [{ country: 'MX', since: '2024-06-01', until: '2024-06-30' }], advertiser: 11 },
      expect.anything(),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has a text alternative: the bands it draws as a table, with a caption summing it up', async () => {
    const user = userEvent.setup();
    renderCard(jest.fn().mockResolvedValue(AUDIENCES));
    await screen.findByLabelText('Audiences');
    await user.click(screen.getByRole('button', { name: 'View Audiences as a table' }));
    const table = screen.getByRole('table', { name: 'Audiences: 2 rows, the data the chart draws' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        [...within(row).queryAllByRole('columnheader'), ...within(row).queryAllByRole('cell')].map(
          (cell) => cell.textContent,
        ),
      );
    expect(rows).toEqual([
      ['Name', 'Share (%)'],
      ['Men 25-34', '55'],
      ['Women 25-34', '45'],
    ]);
  });

  it('blurs the data under the role warning without ROLE_FEATURE_AUDIENCES, and asks nothing', async () => {
    const post = jest.fn();
    renderCard(post, { country: 'AR', roles: WITHOUT_AUDIENCES });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Audiences are not part of your plan. To buy and activate them, contact customer service.',
    );
    expect(screen.getByTestId('audiences-blurred')).toHaveStyle({ filter: 'blur(6px)' });
    expect(screen.getByText('Audiences')).toBeInTheDocument();
    // Sample bands are drawn under the blur.
    expect(await within(screen.getByTestId('audiences-blurred')).findByText(/^Men 15-24/)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it.each([
    ['with the role', ANALYST_CLAIMS.roles],
    ['without the role', WITHOUT_AUDIENCES],
  ])('says coming soon and shows sample data for other countries (%s)', async (_case, roles) => {
    const post = jest.fn();
    renderCard(post, { country: 'ES', roles });
    expect(screen.getByText('Audiences (coming soon)')).toBeInTheDocument();
    expect(screen.getByText('Sample data: audiences for this country are coming soon.')).toBeInTheDocument();
    expect(await within(screen.getByLabelText('Audiences (coming soon)')).findByText(/^Men 15-24/)).toBeInTheDocument();
    expect(screen.queryByTestId('audiences-blurred')).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('says coming soon when the API answers a sample', async () => {
    renderCard(jest.fn().mockResolvedValue({ ...AUDIENCES, sample: true }));
    expect(await screen.findByText('Audiences (coming soon)')).toBeInTheDocument();
  });

  it.each([
    [
      'an empty audience',
      new HttpError(404, 'errors.audiences.void'),
      null,
      'There is no audience data for this search.',
    ],
    [
      'an empty audience of the filter',
      new HttpError(404, 'errors.audiences.void'),
      { id: 11, label: 'Acme', value: '11' },
      "This filter doesn't have audiences data associated.",
    ],
    [
      'a refused role',
      new HttpError(403, 'errors.audiences.role'),
      null,
      'Audiences are not part of your plan. To buy and activate them, contact customer service.',
    ],
    ['another failure', new HttpError(400, 'Invalid range'), null, 'Invalid range'],
  ])('explains %s', async (_case, error, snapFilter, text) => {
    renderCard(jest.fn().mockRejectedValue(error), { snapFilter });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('speaks the user language', async () => {
    renderCard(jest.fn(), { country: 'BR', roles: WITHOUT_AUDIENCES, language: 'es' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Las audiencias no forman parte de su plan. Para comprarlas y activarlas, contacte a atención al cliente.',
    );
    expect(await within(screen.getByTestId('audiences-blurred')).findByText(/^Hombres 15-24/)).toBeInTheDocument();
  });
});
