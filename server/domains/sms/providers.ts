import type { SmsConfig } from '../../config';

/** One message to one phone. `reference` is the outbox row's own, stable across retries: a gateway that de-duplicates on it never delivers twice. */
export interface SmsMessage {
  phone: string;
  text: string;
  reference: string;
}

/** A send that failed; `retry: false` when trying again cannot help (the gateway refused the message itself). */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

export interface SmsProvider {
  readonly name: string;
  /** Resolves when the message is accepted; throws SmsSendError (or anything, taken as retryable) otherwise. */
  send(message: SmsMessage): Promise<void>;
}

/** The default: the outbox row is the record of the message; nothing leaves the server. */
export const outboxProvider: SmsProvider = {
  name: 'outbox',
  send: async () => undefined,
};

/**
 * A real SMS gateway over HTTP: `POST SMS_HTTP_URL` with JSON `{ to, message, reference, sender? }`
 * and `Authorization: Bearer SMS_HTTP_KEY`. 2xx is accepted; 408, 429 and 5xx, a time-out or a
 * network error are retried; any other status is a refusal of the message itself (not retried).
 */
export function httpProvider(config: Pick<SmsConfig, 'httpUrl' | 'httpKey' | 'httpSender' | 'httpTimeoutMs'>): SmsProvider {
  const url = config.httpUrl;
  if (!url) throw new Error('The HTTP SMS provider needs SMS_HTTP_URL');
  return {
    name: 'http',
    async send({ phone, text, reference }) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': reference,
            ...(config.httpKey && { authorization: `Bearer ${config.httpKey}` }),
          },
          body: JSON.stringify({ to: phone, message: text, reference, ...(config.httpSender && { sender: config.httpSender }) }),
          signal: AbortSignal.timeout(config.httpTimeoutMs),
        });
      } catch (err) {
        const timedOut = (err as Error).name === 'TimeoutError';
        throw new SmsSendError(timedOut ? `The gateway did not answer within ${config.httpTimeoutMs} ms` : `The gateway could not be reached: ${(err as Error).message}`, true);
      }
      // The body is read (and dropped) so the connection can be reused.
      const body = (await res.text().catch(() => '')).slice(0, 200);
      if (res.ok) return;
      const retry = res.status === 408 || res.status === 429 || res.status >= 500;
      throw new SmsSendError(`The gateway answered ${res.status}${body ? `: ${body}` : ''}`, retry);
    },
  };
}

export function providerFor(config: SmsConfig): SmsProvider {
  return config.provider === 'http' ? httpProvider(config) : outboxProvider;
}
