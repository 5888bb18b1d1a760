import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestHost } from 'shared-contracts/testing';
import { computeInlineStylesOnly } from 'shared-ui/testing';
import { createFakeApi, type FakeAnswer } from '../../testing/fake-api';
import { renderMarketing } from '../../testing/render-marketing';

const UNSUBSCRIBE = 'POST /api/v2/marketing/unsubscribe';
const TOKEN = '7.kq3N2a7Q0hXo5yYbV8m4Rw';

beforeEach(computeInlineStylesOnly);

function openLink(answer: FakeAnswer, query = `?token=${TOKEN}`, language = 'en') {
  const api = createFakeApi({ [UNSUBSCRIBE]: answer });
  renderMarketing(`/marketing/unsubscribe${query}`, { api, host: createTestHost({ claims: null, language }) });
  return api;
}

describe('the unsubscribe page, where the link of every e-mail leads', () => {
  it("unsubscribes with the link's token as it opens, and says which address", async () => {
    const api = openLink({ status: 200, body: { status: 'unsubscribed', email: 'nina@agency.test' } });

    expect(await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(screen.getByText('nina@agency.test will get no more e-mails from us.')).toBeInTheDocument();
    expect(api.requests.map((request) => request.body)).toEqual([{ token: TOKEN }]);
    expect(api.requests[0]?.headers.authorization).toBeUndefined();
    expect(screen.getByRole('link', { name: 'What we keep, and how to have it erased' })).toHaveAttribute(
      'href',
      '/marketing/privacy',
    );
    expect(document.title).toBe('Unsubscribe · AdIntel');
  });

  it('says so when the link was used before', async () => {
    openLink({ status: 200, body: { status: 'already-unsubscribed', email: 'nina@agency.test' } });
    expect(await screen.findByRole('heading', { name: 'You were already unsubscribed' })).toBeInTheDocument();
  });

  it('says plainly that an altered link is not valid', async () => {
    openLink({ status: 400, body: { error: 'This unsubscribe link is not valid' } });
    expect(await screen.findByRole('heading', { name: 'This unsubscribe link is not valid' })).toBeInTheDocument();
    expect(screen.getByText('It was cut or changed. Open the link of the e-mail again, whole.')).toBeInTheDocument();
  });

  it('asks nothing of the API for a link without its token', () => {
    const api = openLink({ status: 500 }, '');
    expect(screen.getByRole('heading', { name: 'This unsubscribe link is not valid' })).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('says an erased address gets nothing more, in the page language', async () => {
    openLink({ status: 404, body: { error: 'gone' } }, `?token=${TOKEN}`, 'es');
    expect(
      await screen.findByRole('heading', { name: 'Esta dirección ya no está en nuestra lista' }),
    ).toBeInTheDocument();
  });

  it('offers to try again when the service fails', async () => {
    const user = userEvent.setup();
    let answers = 0;
    createFakeApi({
      [UNSUBSCRIBE]: () =>
        (answers += 1) <= 2
          ? { status: 503, body: { error: 'busy' } }
          : { status: 200, body: { status: 'unsubscribed', email: 'nina@agency.test' } },
    });
    renderMarketing(`/marketing/unsubscribe?token=${TOKEN}`);

    expect(await screen.findByRole('heading', { name: 'We could not unsubscribe you' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
  });
});
