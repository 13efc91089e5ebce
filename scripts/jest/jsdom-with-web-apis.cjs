// jsdom lacks the Fetch API and friends that react-router 7, react-admin and MSW use (Request, Response,
// Headers, TextEncoder, structuredClone, BroadcastChannel ...). Copy Node's own implementations into the jsdom global.
// AbortController/AbortSignal are copied too: Node's Request refuses a jsdom AbortSignal.
// FormData, Blob and File stay jsdom's unless the workspace asks for Node's (`testEnvironmentOptions.nodeFileApis`):
// Node's fetch (undici) recognises only its own FormData and Blob, and turns jsdom's into the text "[object FormData]"
// with a text/plain type, so a multipart request that MSW reads arrives without its file. A workspace whose tests send
// uploads through MSW takes Node's; one that builds FormData from a jsdom <form> element keeps jsdom's.
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
  'BroadcastChannel',
];
const NODE_FILE_APIS = ['FormData', 'Blob', 'File'];

class JsdomWithWebApis extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const fileApis = config.projectConfig.testEnvironmentOptions?.nodeFileApis ? NODE_FILE_APIS : [];
    for (const name of [...NODE_GLOBALS, ...fileApis]) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithWebApis;
