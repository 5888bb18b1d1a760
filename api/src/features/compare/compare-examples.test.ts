import { CompareRequest, CompareResponse } from 'shared-contracts/schemas';
import { Value } from 'typebox/value';

// The document's examples are the schemas' own: each one must be a value its schema accepts.
test.each([
  ['the body', CompareRequest],
  ['the answer', CompareResponse],
])('%s example is valid', (_part, schema) => {
  const [example] = (schema as { examples?: unknown[] }).examples ?? [];
  expect(example).toBeDefined();
  expect([...Value.Errors(schema, example)].map((error) => `${error.instancePath} ${error.message}`)).toEqual([]);
});
