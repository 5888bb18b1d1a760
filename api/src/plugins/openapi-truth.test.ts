import { createTestApp, logIn, type TestApp } from '../testing/test-app';
import { createAnswerChecker, type AnswerChecker } from './openapi-truth-answer';
import {
  documentedOperations,
  exampleOf,
  partsWithoutExample,
  type DocumentedOperation,
  type OpenApiDocument,
} from './openapi-truth-document';
import type { Made } from './openapi-truth-made';
import { STEPS, type Step } from './openapi-truth-plan';
import { requestFromDocument } from './openapi-truth-request';

/**
 * The document is the truth: every documented operation is called once, with a request made from
 * the document's examples (in an order where earlier calls make the ids later ones name), and
 * its answer must be one the document describes for it. Operations left out, with the reason:
 */
const NOT_CALLED: Readonly<Record<string, string>> = {};

let testApp: TestApp;
let document: OpenApiDocument;
let operations: DocumentedOperation[];
let checker: AnswerChecker;
const made: Made = { tokens: {} };
const called: string[] = [];

beforeAll(async () => {
  // Failed logins answer at once: the lockout to lift is made by a run of them (openapi-truth-plan.ts).
  testApp = await createTestApp({ loginSlowdown: { firstDelayMs: 0 } });
  document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
  operations = documentedOperations(document);
  checker = createAnswerChecker(document);
  made.tokens.superAdmin = (await logIn(testApp.app, 'superadmin@demo.test')).token;
});
afterAll(() => testApp.close());

function documented(operationId: string): DocumentedOperation {
  const found = operations.find(({ operation }) => operation.operationId === operationId);
  if (!found) throw new Error(`${operationId} is not in the document`);
  return found;
}

function headersOf(step: Step): Record<string, string> {
  if (step.caller === 'anonymous') return {};
  const token = made.tokens[step.caller];
  if (!token) throw new Error(`No token for the ${step.caller}: log them in before ${step.operationId}`);
  return { authorization: `Bearer ${token}` };
}

test('every request body and every parameter of the document carries an example', () => {
  expect(operations.length).toBeGreaterThan(0);
  expect(partsWithoutExample(operations)).toEqual([]);
});

test.each(STEPS.map((step) => [step.operationId, step] as const))(
  '%s, called from its examples, answers as documented',
  async (_operationId, step) => {
    const operation = documented(step.operationId);
    const context = { app: testApp.app, db: testApp.db, made };
    await step.before?.(context);
    const exampleBody = exampleOf(operation.operation.requestBody?.content['application/json'] ?? {});
    const parts = step.parts?.(made, exampleBody) ?? {};
    const request = requestFromDocument(document.servers[0]?.url ?? '', operation, {
      ...parts,
      headers: { ...headersOf(step), ...parts.headers },
    });
    const response = await testApp.app.inject(request);
    called.push(step.operationId);

    // A valid request succeeds; a refusal shows its status and message.
    const succeeded = response.statusCode >= 200 && response.statusCode < 300;
    expect({
      answer: succeeded ? 'success' : `${response.statusCode} ${response.body}`,
      disagreements: checker.disagreements(operation, response),
    }).toEqual({ answer: 'success', disagreements: [] });
    await step.after?.(response, context, request);
  },
);

test('every documented operation was called once, but those listed as not called', () => {
  const documentedIds = operations.map(({ operation }) => operation.operationId).sort();
  const expected = documentedIds.filter((operationId) => !(operationId in NOT_CALLED));

  expect([...called].sort()).toEqual(expected);
  expect(Object.keys(NOT_CALLED).filter((operationId) => !documentedIds.includes(operationId))).toEqual([]);
});
