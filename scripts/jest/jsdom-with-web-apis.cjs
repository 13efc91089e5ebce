// jsdom lacks the Fetch API and friends that react-router 7 and react-admin use (Request, Response,
// Headers, TextEncoder, structuredClone ...). Copy Node's own implementations into the jsdom global.
// AbortController/AbortSignal are copied too: Node's Request refuses a jsdom AbortSignal.
// FormData and Blob are deliberately NOT copied: jsdom's forms and files need jsdom's own.
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_GLOBALS = [
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'Request',
  'Response',
  'Headers',
  'fetch',
  'AbortController',
  'AbortSignal',
  'structuredClone',
];

class JsdomWithWebApis extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_GLOBALS) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithWebApis;
