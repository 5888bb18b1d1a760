require('@testing-library/jest-dom');

// findBy/waitFor give up after 1 s by default. On this 2-core machine, with builds or other
// suites beside a run, a lazily imported chart or a validation message can take longer to show,
// and a test then failed for the machine's load rather than for its behaviour. What a test asserts
// is what shows, never how fast: 10 s, well inside the 60 s a test may take.
// Resolved from the app under test, so the configured instance is the one its tests import.
require(require.resolve('@testing-library/react', { paths: [process.cwd()] })).configure({ asyncUtilTimeout: 10000 });

// jsdom lacks TextEncoder/TextDecoder; react-router 7 needs them at import, and
// shared-contracts' token decoding uses TextDecoder.
const { TextDecoder, TextEncoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

// jsdom lacks MessageChannel, which antd's Form uses to batch Form.useWatch. A timer-based
// channel behaves the same for one message and, unlike Node's, never keeps jest alive.
if (typeof globalThis.MessageChannel === 'undefined') {
  globalThis.MessageChannel = class {
    constructor() {
      this.port1 = { onmessage: null };
      this.port2 = { postMessage: (data) => setTimeout(() => this.port1.onmessage?.({ data }), 0) };
    }
  };
}

// The rest is the browser's: a test file on Node (`@jest-environment node`, the public pages'
// server rendering) has no window.
if (typeof window !== 'undefined') {
  // Each test starts with empty web storage.
  afterEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  // jsdom computes styles for elements only: with a pseudo-element it logs "Not implemented" to the
  // console and answers the element's style anyway. antd's dialogs ask for a pseudo-element's
  // style (the scroll bar's size) when they lock the page's scroll: answer the element's style
  // without the error.
  {
    const elementStyle = window.getComputedStyle.bind(window);
    window.getComputedStyle = (element) => elementStyle(element);
  }

  // antd and charts read these browser APIs that jsdom lacks.
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    });
  }
  if (!window.ResizeObserver) {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
}
