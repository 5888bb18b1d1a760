import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createTestHost } from 'shared-contracts/testing';
import { createFakeApi, type FakeAnswer } from '../../testing/fake-api';
import { computeInlineStylesOnly } from 'shared-ui/testing';
import { renderMarketing } from '../../testing/render-marketing';

const SIGNUP = 'POST /api/v2/marketing/signup';

beforeEach(computeInlineStylesOnly);
afterEach(() => jest.restoreAllMocks());

async function choose(user: UserEvent, field: string, option: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: field }), option);
}

// Pasting is one input event per field: typing re-renders the whole form per key, slow in jsdom.
async function enter(user: UserEvent, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillForm(user: UserEvent, email = 'ana@agency.test') {
  await enter(user, 'E-mail', email);
  await enter(user, 'Name', 'Ana');
  await enter(user, 'Company', 'Agencia Sur');
  await choose(user, 'Line of business', 'Agency');
  await choose(user, 'Country', 'Argentina');
}

function renderSignup(answer?: FakeAnswer | (() => Promise<FakeAnswer>)) {
  const api = createFakeApi(answer ? { [SIGNUP]: answer } : {});
  return renderMarketing('/marketing/signup', { api });
}

const submitButton = () => screen.getByRole('button', { name: 'Sign up' });

describe('the sign-up page', () => {
  it('says what each empty field needs when the visitor moves past it', async () => {
    const user = userEvent.setup({ delay: null });
    renderSignup();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sign up to download our country reports' }),
    ).toBeInTheDocument();

    await user.click(screen.getByLabelText('E-mail'));
    for (let field = 0; field < 5; field += 1) await user.tab();

    expect(await screen.findByText('Enter your e-mail')).toBeInTheDocument();
    expect(await screen.findByText('Enter your name')).toBeInTheDocument();
    expect(await screen.findByText('Enter your company')).toBeInTheDocument();
    expect(await screen.findByText('Select your line of business')).toBeInTheDocument();
    expect(await screen.findByText('Select your country')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('refuses a malformed e-mail and keeps submit disabled', async () => {
    const user = userEvent.setup({ delay: null });
    renderSignup();
    await fillForm(user, 'ana@agency');

    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    await enter(user, 'E-mail', '.test');
    await waitFor(() => expect(screen.queryByText('Enter a valid email address')).not.toBeInTheDocument());
    expect(submitButton()).toBeEnabled();
  });

  it('keeps submit disabled until every field is filled', async () => {
    const user = userEvent.setup({ delay: null });
    renderSignup();
    expect(submitButton()).toBeDisabled();
    await enter(user, 'E-mail', 'ana@agency.test');
    await enter(user, 'Name', 'Ana');
    await enter(user, 'Company', 'Agencia Sur');
    await choose(user, 'Line of business', 'Agency');
    expect(submitButton()).toBeDisabled();

    await choose(user, 'Country', 'Argentina');
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it('signs the visitor up with the fields the mailing list expects, with no token', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, host } = renderSignup({ status: 201, body: { status: 'subscribed' } });
    await fillForm(user, '  ana@agency.test ');
    await user.click(submitButton());

    expect(await screen.findByText('Thank you for signing up!')).toBeInTheDocument();
    expect(screen.getByText('We will send our country reports to ana@agency.test.')).toBeInTheDocument();
    const [request] = api.requests;
    expect(request?.body).toEqual({
      EMAIL: 'ana@agency.test',
      FNAME: 'Ana',
      COMPANY: 'Agencia Sur',
      RUBRO: 'agency',
      COUNTRY: 'AR',
    });
    expect(request?.headers.Authorization).toBeUndefined();
    expect(host.record.tracked).toEqual([
      { event: 'marketing:signup', props: { status: 'subscribed', rubro: 'agency', country: 'AR' } },
    ]);
    expect(screen.getByRole('link', { name: 'See the reports' })).toHaveAttribute('href', '/marketing/report-list');
  });

  it('tells a visitor whose e-mail is on the list already that it is subscribed', async () => {
    const user = userEvent.setup({ delay: null });
    renderSignup({ status: 200, body: { status: 'already-subscribed' } });
    await fillForm(user);
    await user.click(submitButton());

    expect(await screen.findByText('You are already subscribed')).toBeInTheDocument();
    expect(
      screen.getByText('ana@agency.test is already on our list: the reports are on their way.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign up another e-mail' }));
    expect(screen.getByRole('form', { name: 'Sign-up form' })).toBeInTheDocument();
  });

  it('disables submit while the request runs', async () => {
    const user = userEvent.setup({ delay: null });
    let answer: (value: FakeAnswer) => void = () => undefined;
    renderSignup(() => new Promise<FakeAnswer>((resolve) => (answer = resolve)));
    await fillForm(user);
    await user.click(submitButton());

    await waitFor(() => expect(screen.getByRole('button', { name: /Sign up/ })).toBeDisabled());
    answer({ status: 201, body: { status: 'subscribed' } });
    expect(await screen.findByText('Thank you for signing up!')).toBeInTheDocument();
  });

  it("shows the API's reason when it refuses, and keeps what the visitor typed", async () => {
    const user = userEvent.setup({ delay: null });
    renderSignup({ status: 400, body: { error: 'body/COUNTRY must not be empty' } });
    await fillForm(user);
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not sign you up')).toBeInTheDocument();
    expect(within(alert).getByText('body/COUNTRY must not be empty')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@agency.test');
    expect(submitButton()).toBeEnabled();
  });

  it('asks to try again later when the service fails', async () => {
    const user = userEvent.setup({ delay: null });
    renderSignup({ status: 503, body: { error: 'upstream connect error' } });
    await fillForm(user);
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Try again in a moment.')).toBeInTheDocument();
  });

  it('says under the form what is done with the details, and links the privacy page', () => {
    renderSignup();
    const notice = screen.getByText(/only to send you our country reports/);
    expect(screen.getByRole('form', { name: 'Sign-up form' }).compareDocumentPosition(notice)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(notice).toHaveTextContent(/Every e-mail we send has a link that unsubscribes you/);
    expect(screen.getByRole('link', { name: 'What we keep, and your rights' })).toHaveAttribute(
      'href',
      '/marketing/privacy',
    );
  });

  it('tracks a sign-up only once the visitor accepted the statistics', async () => {
    const user = userEvent.setup({ delay: null });
    const api = createFakeApi({ [SIGNUP]: { status: 201, body: { status: 'subscribed' } } });
    const host = createTestHost({ claims: null, analyticsConsent: null });
    renderMarketing('/marketing/signup', { api, host });

    await fillForm(user, 'first@agency.test');
    await user.click(submitButton());
    expect(await screen.findByText('Thank you for signing up!')).toBeInTheDocument();
    expect(host.record.tracked).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await user.click(screen.getByRole('button', { name: 'Sign up another e-mail' }));
    await fillForm(user, 'second@agency.test');
    await user.click(submitButton());
    expect(await screen.findByText('Thank you for signing up!')).toBeInTheDocument();
    expect(host.record.tracked).toEqual([
      { event: 'marketing:signup', props: { status: 'subscribed', rubro: 'agency', country: 'AR' } },
    ]);
  });
});
