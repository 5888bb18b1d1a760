import type { RouteOptions } from 'fastify';
import { createTestApp, type TestApp } from '../testing/test-app';
import { describeOperation } from './swagger-operation-metadata';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
}
interface Document {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

let testApp: TestApp;
let document: Document;
beforeAll(async () => {
  testApp = await createTestApp();
  document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json<Document>();
});
afterAll(() => testApp.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
  );

test('the paths are relative to the server /api, where the views call them', () => {
  expect(document.servers).toEqual([expect.objectContaining({ url: '/api' })]);
  expect(document.paths['/v2/session']).toBeDefined();
});

test('every operation has its own operationId', () => {
  const ids = operations().map(({ operation }) => operation.operationId);

  expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
  expect(new Set(ids).size).toBe(ids.length);
  expect(document.paths['/v2/sov/{type}']?.post?.operationId).toBe('getShareOfVoice');
});

test('every operation declares its security: public routes an empty list, the others the bearer token', () => {
  const undeclared = operations().filter(({ operation }) => !Array.isArray(operation.security));

  expect(undeclared.map(({ key }) => key)).toEqual([]);
  expect(document.paths['/health']?.get?.security).toEqual([]);
  expect(document.paths['/getspot/{id}']?.get?.security).toEqual([]);
  expect(document.paths['/exports/files/{token}']?.get?.security).toEqual([]);
  expect(document.paths['/v2/session']?.get?.security).toEqual([{ bearer: [] }]);
  expect(document.paths['/v2/reports']?.post?.security).toEqual([{ bearer: [] }]);
  expect(document.paths['/auth/refresh']?.post?.security).toEqual([{ refreshCookie: [] }]);
  expect(document.paths['/v2/analytics/events']?.post?.security).toEqual([{ bearer: [] }, {}]);
});

describe('describeOperation', () => {
  const authenticate = async () => undefined;
  const route = (extra: Partial<RouteOptions>): RouteOptions => ({
    method: 'GET',
    url: '/api/v2/session',
    handler: async () => ({}),
    ...extra,
  });

  test('reads the security from the route hooks when the schema says nothing', () => {
    expect(describeOperation(route({ preHandler: [authenticate] }), authenticate)).toEqual({
      operationId: 'getSession',
      security: [{ bearer: [] }],
    });
    expect(describeOperation(route({}), authenticate).security).toEqual([]);
  });

  test('refuses a schema whose security disagrees with the hooks', () => {
    const claimsPublic = route({ onRequest: authenticate, schema: { security: [] } as RouteOptions['schema'] });
    const claimsProtected = route({ schema: { security: [{ bearer: [] }] } as RouteOptions['schema'] });

    expect(() => describeOperation(claimsPublic, authenticate)).toThrow(/disagrees with its hooks/);
    expect(() => describeOperation(claimsProtected, authenticate)).toThrow(/disagrees with its hooks/);
  });

  test('refuses a route without an operationId', () => {
    expect(() => describeOperation(route({ url: '/api/v2/unnamed' }), authenticate)).toThrow(
      'No operationId for GET /api/v2/unnamed',
    );
  });
});
