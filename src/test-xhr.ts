/**
 * An XMLHttpRequest for tests that answers from the same stubbed routes as fetch (see mockApi in
 * src/test-utils.tsx): the request body is reported as uploaded in two progress steps, then the
 * route's reply arrives. Only what src/store/upload-with-progress.ts uses is implemented.
 */
export function fakeXmlHttpRequest(respond: (request: Request) => Promise<Response>): typeof XMLHttpRequest {
  class FakeXMLHttpRequest extends EventTarget {
    readonly upload = new EventTarget();
    readyState = 0;
    status = 0;
    responseText = '';
    timeout = 0;
    private method = 'GET';
    private url = '';
    private readonly headers = new Headers();

    open(method: string, url: string) {
      this.method = method;
      this.url = new URL(url, window.location.href).toString();
      this.readyState = 1;
    }

    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }

    send(body?: string | null) {
      const request = new Request(this.url, { method: this.method, headers: this.headers, body: body ?? undefined });
      const total = body?.length ?? 0;
      void (async () => {
        await Promise.resolve();
        for (const loaded of [Math.floor(total / 2), total]) {
          this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
          await Promise.resolve();
        }
        this.upload.dispatchEvent(new ProgressEvent('load', { lengthComputable: true, loaded: total, total }));
        try {
          const response = await respond(request);
          this.status = response.status;
          this.responseText = await response.text();
          this.readyState = 4;
          this.dispatchEvent(new ProgressEvent('load'));
        } catch {
          this.readyState = 4;
          this.dispatchEvent(new ProgressEvent('error'));
        }
        this.dispatchEvent(new ProgressEvent('loadend'));
      })();
    }

    abort() {
      this.dispatchEvent(new ProgressEvent('abort'));
    }
  }
  return FakeXMLHttpRequest as unknown as typeof XMLHttpRequest;
}
