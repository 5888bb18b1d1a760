// Loading TypeBox fails this file: the main entry, which every browser bundle takes in, must
// reach the schemas only through `import type`, so no view carries them.
jest.mock('typebox', () => {
  throw new Error('TypeBox was loaded');
});

test('the main entry loads without TypeBox', async () => {
  const contracts = await import('../index');

  expect(contracts.toMarketSearchBody).toBeInstanceOf(Function);
});

test('the schemas entry, which only the API imports, does load it', async () => {
  await expect(import('./index')).rejects.toThrow('TypeBox was loaded');
});
