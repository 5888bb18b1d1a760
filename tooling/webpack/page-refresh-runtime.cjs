// One React Refresh runtime per page, whichever build loads first (hot-updates.cjs). React DOM
// takes one refresh handler, the last runtime to refresh sets it: with a runtime per build, a
// second app's refresh made React resolve the first app's edited components to their old code.
// The shell's development build loads it before React DOM, which it must see injecting itself.
const KEY = '__suiteReactRefreshRuntime';

module.exports = globalThis[KEY] ?? (globalThis[KEY] = require('react-refresh/runtime'));
