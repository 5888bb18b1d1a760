// A test that logs an unexpected console.error or console.warn fails, with the message and the
// stack of the call, instead of printing it among the passing tests. A test that expects one
// asserts it: `jest.spyOn(console, 'error').mockImplementation(() => undefined)` and an
// `expect(console.error).toHaveBeenCalledWith(...)`.
const failOnConsole = require('jest-fail-on-console');

failOnConsole({ shouldFailOnError: true, shouldFailOnWarn: true });
