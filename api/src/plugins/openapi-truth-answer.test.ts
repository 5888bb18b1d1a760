import Fastify, { type FastifyInstance } from 'fastify';
import { createAnswerChecker } from './openapi-truth-answer';
import type { DocumentedAnswer, DocumentedOperation, OpenApiDocument } from './openapi-truth-document';

/** The checker openapi-truth.test.ts relies on, on answers that disagree with their document on purpose. */

const document: OpenApiDocument = {
  servers: [{ url: '' }],
  paths: {},
  components: {
    schemas: { Count: { type: 'object', required: ['count'], properties: { count: { type: 'integer' } } } },
  },
};
const checker = createAnswerChecker(document);

const operationAnswering = (responses: Record<string, DocumentedAnswer>): DocumentedOperation => ({
  method: 'GET',
  path: '/',
  operation: { operationId: 'anOperation', responses },
});

const json = (schema: unknown): DocumentedAnswer => ({
  description: 'JSON',
  content: { 'application/json': { schema } },
});
const flagAsJson = operationAnswering({ 200: json({ type: 'string' }) });
const countOf = (schema: unknown) => operationAnswering({ 200: json(schema), '4XX': json({ type: 'object' }) });

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.get('/flag', async (_request, reply) =>
    reply.type('image/svg+xml').send('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  );
  app.get('/count', async () => ({ count: 'three' }));
  app.get('/missing', async (_request, reply) => reply.code(404).send({ error: 'Not found' }));
  app.delete('/done', async (_request, reply) => reply.code(204).send());
  app.delete('/chatty', async (_request, reply) => reply.code(200).send({ done: true }));
  await app.ready();
});
afterAll(() => app.close());

const answerOf = (method: 'GET' | 'DELETE', url: string) => app.inject({ method, url });

test('an SVG documented as JSON disagrees; documented as SVG, or any image, it agrees', async () => {
  const flag = await answerOf('GET', '/flag');
  const svg = {
    description: 'The flag',
    content: { 'image/svg+xml': { schema: { type: 'string', format: 'binary' } } },
  };
  const anyImage = {
    description: 'An image',
    content: { 'image/*': { schema: { type: 'string', format: 'binary' } } },
  };

  expect(checker.disagreements(flagAsJson, flag)).toEqual([
    'image/svg+xml is not documented for 200: application/json',
  ]);
  expect(checker.disagreements(operationAnswering({ 200: svg }), flag)).toEqual([]);
  expect(checker.disagreements(operationAnswering({ 200: anyImage }), flag)).toEqual([]);
});

test('a JSON body is validated against the documented schema, its components refs resolved', async () => {
  const count = await answerOf('GET', '/count');

  expect(checker.disagreements(countOf({ $ref: '#/components/schemas/Count' }), count)).toEqual([
    'the body /count must be integer',
  ]);
  expect(checker.disagreements(countOf({ type: 'object' }), count)).toEqual([]);
});

test('a status documented by its range agrees; an undocumented one does not', async () => {
  const missing = await answerOf('GET', '/missing');

  expect(checker.disagreements(countOf({ type: 'object' }), missing)).toEqual([]);
  expect(checker.disagreements(flagAsJson, missing)).toEqual([
    'status 404 is not documented (200): {"error":"Not found"}',
  ]);
});

test('an answer documented without content must be empty', async () => {
  const documentedEmpty = operationAnswering({ 200: { description: 'Done' }, 204: { description: 'Done' } });

  expect(checker.disagreements(documentedEmpty, await answerOf('DELETE', '/done'))).toEqual([]);
  expect(checker.disagreements(documentedEmpty, await answerOf('DELETE', '/chatty'))).toEqual([
    'status 200 is documented empty, but application/json came: {"done":true}',
  ]);
});
