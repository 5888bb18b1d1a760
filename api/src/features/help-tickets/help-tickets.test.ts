import type { HelpTicket } from 'shared-contracts';
import { HELP_MESSAGE_TYPES, HELP_TICKET_MAX_FILE_BYTES } from '../../lib/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bearer, tokensOf } from '../account/test-helpers';
import { FILE_TOO_LARGE_MESSAGE, TICKET_NOT_FOUND_MESSAGE } from './help-tickets-routes';

let testApp: TestApp;
let tokens: Record<'analyst@demo.test' | 'sov@demo.test' | 'superadmin@demo.test', string>;
beforeAll(async () => {
  testApp = await createTestApp();
  tokens = await tokensOf(testApp.db, ['analyst@demo.test', 'sov@demo.test', 'superadmin@demo.test'] as const);
});
afterAll(() => testApp.close());

const fields = {
  email: 'analyst@demo.test',
  title: 'Cannot export',
  message: 'The Excel export of Share of Voice fails for Chile.\nSecond line.',
  name: 'Ana Analyst',
  company: 'Agency SA',
  country: 'CL',
  messageType: 'reports',
};

interface FilePart {
  field?: string;
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data body as a browser sends it. */
function multipart(values: Record<string, string>, file?: FilePart) {
  const boundary = '----jest-boundary-7MA4YWxkTrZu0gW';
  const parts: Buffer[] = Object.entries(values).map(([key, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function postTicket(body: ReturnType<typeof multipart>, token?: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/v2/help/tickets',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });
}

const getTicket = (id: number, token?: string, suffix = '') =>
  testApp.app.inject({
    method: 'GET',
    url: `/api/v2/help/tickets/${id}${suffix}`,
    headers: token ? bearer(token) : {},
  });

describe('POST /api/v2/help/tickets', () => {
  test('stores the ticket with its file; the file reads back byte for byte', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0x10, 0x0d, 0x0a]);
    const response = await postTicket(
      multipart(fields, { name: 'screen shot.png', type: 'image/png', bytes }),
      tokens['analyst@demo.test'],
    );

    expect(response.statusCode).toBe(201);
    const ticket = response.json<HelpTicket>();
    expect(ticket).toEqual({
      ...fields,
      id: expect.any(Number),
      createdAt: expect.any(String),
      file: { name: 'screen shot.png', mimeType: 'image/png', size: bytes.length },
    });
    const read = await getTicket(ticket.id, tokens['analyst@demo.test']);
    expect(read.json()).toEqual(ticket);
    const file = await getTicket(ticket.id, tokens['analyst@demo.test'], '/file');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toContain('filename="screen shot.png"');
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });

  test('a ticket without a file (or an empty file input) is stored with file null', async () => {
    const noFile = await postTicket(multipart({ ...fields, company: '' }), tokens['sov@demo.test']);
    const emptyInput = await postTicket(
      multipart(fields, { name: '', type: 'application/octet-stream', bytes: Buffer.alloc(0) }),
      tokens['sov@demo.test'],
    );

    expect(noFile.statusCode).toBe(201);
    expect(noFile.json()).toMatchObject({ company: '', file: null });
    expect(emptyInput.json()).toMatchObject({ file: null });
    const id = noFile.json<HelpTicket>().id;
    expect((await getTicket(id, tokens['sov@demo.test'], '/file')).statusCode).toBe(404);
  });

  test('accepts every one of the 12 message types', async () => {
    for (const messageType of HELP_MESSAGE_TYPES) {
      const response = await postTicket(multipart({ ...fields, messageType }), tokens['sov@demo.test']);
      expect(response.statusCode).toBe(201);
    }
  });

  test('a file over 5 MB is refused with 413 and nothing is stored', async () => {
    const { rows: before } = await testApp.db.query<{ count: number }>(
      'select count(*)::int as count from help_tickets',
    );
    const big = Buffer.alloc(HELP_TICKET_MAX_FILE_BYTES + 1, 1);

    const response = await postTicket(
      multipart(fields, { name: 'big.bin', type: 'application/octet-stream', bytes: big }),
      tokens['sov@demo.test'],
    );

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: FILE_TOO_LARGE_MESSAGE });
    const { rows: after } = await testApp.db.query<{ count: number }>(
      'select count(*)::int as count from help_tickets',
    );
    expect(after).toEqual(before);
  });

  test('400 on a missing field, an invalid e-mail or an unknown message type', async () => {
    const { title: _title, ...withoutTitle } = fields;
    for (const values of [
      withoutTitle,
      { ...fields, email: 'not-an-email' },
      { ...fields, messageType: 'chat' },
      { ...fields, name: '  ' },
    ]) {
      const response = await postTicket(multipart(values), tokens['sov@demo.test']);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
  });

  test('401 without a token, before the body is read', async () => {
    const response = await postTicket(multipart(fields));
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/v2/help/tickets/{id}', () => {
  test('the sender and a super admin read it; anyone else gets 404', async () => {
    const created = (await postTicket(multipart(fields), tokens['analyst@demo.test'])).json<HelpTicket>();

    expect((await getTicket(created.id, tokens['superadmin@demo.test'])).json()).toEqual(created);
    const other = await getTicket(created.id, tokens['sov@demo.test']);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: TICKET_NOT_FOUND_MESSAGE });
    expect((await getTicket(created.id, tokens['sov@demo.test'], '/file')).statusCode).toBe(404);
    expect((await getTicket(999999, tokens['superadmin@demo.test'])).statusCode).toBe(404);
  });

  test('400 on a bad id; 401 without a token', async () => {
    expect((await getTicket(Number.NaN, tokens['sov@demo.test'])).statusCode).toBe(400);
    expect((await getTicket(1)).statusCode).toBe(401);
    expect((await getTicket(1, undefined, '/file')).statusCode).toBe(401);
  });
});
