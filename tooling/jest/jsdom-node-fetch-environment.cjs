// jsdom with Node's fetch and what travels with it (Request, Response, Headers, FormData, File,
// AbortController, streams): what MSW (msw/node) needs to answer an app's real `fetch`. The list
// of jest-fixed-jsdom, two changes apart: Node's File, since Node's FormData takes only Node's
// blobs (a test's file must be one to be uploaded), and jsdom's own Blob, the only kind jsdom's
// FileReader reads (user-event's clipboard reads through it).
const JSDOMEnvironment = require('jest-environment-jsdom').default;

const NODE_GLOBALS = {
  TextDecoder,
  TextEncoder,
  TextDecoderStream,
  TextEncoderStream,
  ReadableStream,
  TransformStream,
  WritableStream,
  Headers,
  FormData,
  File,
  Request,
  Response,
  fetch,
  AbortController,
  AbortSignal,
  structuredClone,
  URL,
  URLSearchParams,
  BroadcastChannel,
};

class JSDOMNodeFetchEnvironment extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context);
    // Node's builds of the packages, not their browser bundles (MSW's msw/node among them).
    this.customExportConditions = [''];
    Object.assign(this.global, NODE_GLOBALS);
  }
}

module.exports = JSDOMNodeFetchEnvironment;
