import JSDOMEnvironment from 'jest-environment-jsdom';

/**
 * jsdom without fetch, and with its own AbortSignal/FormData/Blob that Node's fetch (undici) does
 * not accept. RTK Query builds `new Request(url, { signal, body })`, so client tests get Node's
 * fetch family as one consistent set; tests stub `fetch` itself (see src/test-utils.tsx).
 */
export default class FetchJsdomEnvironment extends JSDOMEnvironment {
  constructor(...args: ConstructorParameters<typeof JSDOMEnvironment>) {
    super(...args);
    const page = this.global;
    // Browsers resolve a relative URL ('/api/admin/me') against the page; Node's Request does not.
    class PageRequest extends Request {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, page.location.href) : input, init);
      }
    }
    Object.assign(this.global, {
      fetch,
      Request: PageRequest,
      Response,
      Headers,
      FormData,
      Blob,
      File,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      ReadableStream,
      structuredClone,
    });
  }
}
