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

/**
 * jsdom's FileReader reads only jsdom's Blob. With Node's Blob in the page, it reads a Node Blob through a jsdom copy of
 * its bytes (user-event's clipboard, for one, reads what a test wrote with `window.FileReader`).
 */
function fileReaderOfNodeBlobs(JsdomFileReader, JsdomBlob) {
  const READS = ['readAsText', 'readAsArrayBuffer', 'readAsDataURL', 'readAsBinaryString'];
  class FileReader extends JsdomFileReader {}
  for (const read of READS) {
    FileReader.prototype[read] = function (blob, ...rest) {
      if (blob instanceof JsdomBlob || !(blob instanceof globalThis.Blob)) return JsdomFileReader.prototype[read].call(this, blob, ...rest);
      void blob.arrayBuffer().then((bytes) => JsdomFileReader.prototype[read].call(this, new JsdomBlob([bytes], { type: blob.type }), ...rest));
    };
  }
  return FileReader;
}

class JsdomWithWebApis extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const nodeFileApis = Boolean(config.projectConfig.testEnvironmentOptions?.nodeFileApis);
    if (nodeFileApis) this.global.FileReader = fileReaderOfNodeBlobs(this.global.FileReader, this.global.Blob);
    for (const name of [...NODE_GLOBALS, ...(nodeFileApis ? NODE_FILE_APIS : [])]) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithWebApis;
