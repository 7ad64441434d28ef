import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { EncryptionKey } from '@wl/api-client/contract/encryption-key';
import { ErrorEnvelope } from '@wl/api-client/contract/envelope';
import { accountCalls, devCalls, systemCalls } from '@wl/api-client/contract';
import { importSealingKey, sealPayload } from '@wl/api-client/contract/sealed-body';
import type { Db } from '../db/db';

/** A clock the tests move forward. */
export class TestClock {
  constructor(public t: number = Date.now()) {}
  now = (): number => this.t;
  advance(ms: number): void {
    this.t += ms;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallOptions {
  merchant?: string;
  token?: string;
  /** The caller's address (failure counters and limits are per address). */
  ip?: string;
  headers?: Record<string, string>;
}

/** Calls the platform as the site does: Merchant and Authorization headers, sealed bodies built with `sealPayload`. */
export class AccountsClient {
  private key: Promise<{ keyId: string; publicKey: CryptoKey }> | null = null;

  constructor(
    readonly app: FastifyInstance,
    readonly db: Db,
    readonly merchant: string,
  ) {}

  private headers(options: CallOptions): Record<string, string> {
    const headers: Record<string, string> = { merchant: options.merchant ?? this.merchant, ...options.headers };
    if (options.token) headers['authorization'] = options.token;
    return headers;
  }

  call(method: Method, url: string, body?: unknown, options: CallOptions = {}): Promise<LightMyRequestResponse> {
    return this.app.inject({
      method,
      url,
      headers: this.headers(options),
      remoteAddress: options.ip ?? '127.0.0.1',
      ...(body === undefined ? {} : { payload: body as object }),
    });
  }

  sealingKey(): Promise<{ keyId: string; publicKey: CryptoKey }> {
    this.key ??= (async () => {
      const response = await this.call('GET', systemCalls.encryptionKey.path);
      const { keyId, publicKey } = EncryptionKey.parse(response.json().value);
      return { keyId, publicKey: await importSealingKey(publicKey) };
    })();
    return this.key;
  }

  /** The platform's time now (tests move its clock, so each sealing asks for it). */
  async serverTime(): Promise<number> {
    return EncryptionKey.parse((await this.call('GET', systemCalls.encryptionKey.path)).json().value).serverTime;
  }

  /** A body sealed as the site seals it: with the platform's time. */
  async seal(payload: unknown): ReturnType<typeof sealPayload> {
    return sealPayload(payload, await this.sealingKey(), await this.serverTime());
  }

  async sealed(
    method: Method,
    url: string,
    payload: unknown,
    options: CallOptions = {},
  ): Promise<LightMyRequestResponse> {
    const sealed = await this.seal(payload);
    return this.call(method, url, sealed.body, { ...options, headers: { ...sealed.headers, ...options.headers } });
  }

  login(username: string, password: string, extra: Record<string, unknown> = {}, options: CallOptions = {}) {
    return this.sealed('POST', accountCalls.login.path, { type: 'username', username, password, ...extra }, options);
  }

  /** A new image captcha and its answer (read from the database, as a person would read the image). */
  async solvedCaptcha(): Promise<{ captchaId: string; captcha: string }> {
    const { captchaId } = (await this.call('GET', accountCalls.captcha.path)).json().value as { captchaId: string };
    const [row] = await this.db.query<{ answer: string }>('SELECT answer FROM captcha_challenges WHERE id = $1', [
      captchaId,
    ]);
    return { captchaId, captcha: (row?.answer ?? '').toLowerCase() };
  }

  /** What the dev providers sent to `to` (newest last), from the dev-only outbox routes. */
  async outbox(
    kind: 'sms' | 'mail',
    to: string,
  ): Promise<{ to: string; purpose: string; code: string; text: string }[]> {
    const outbox = kind === 'sms' ? devCalls.smsOutbox : devCalls.mailOutbox;
    const response = await this.call('GET', `${outbox.path}?to=${encodeURIComponent(to)}`);
    return valueOf<{ messages: { to: string; purpose: string; code: string; text: string }[] }>(response).messages;
  }

  /** The newest message sent to `to`. */
  async lastMessage(
    kind: 'sms' | 'mail',
    to: string,
  ): Promise<{ to: string; purpose: string; code: string; text: string }> {
    const message = (await this.outbox(kind, to)).at(-1);
    if (!message) throw new Error(`nothing was sent to ${to}`);
    return message;
  }

  /** Solves a slider challenge and returns the single-use token. */
  async sliderToken(options: CallOptions = {}): Promise<string> {
    const { challengeId } = (await this.call('GET', accountCalls.slider.path, undefined, options)).json().value as {
      challengeId: string;
    };
    const [row] = await this.db.query<{ target_x: number }>('SELECT target_x FROM slider_challenges WHERE id = $1', [
      challengeId,
    ]);
    const answer = await this.call(
      'POST',
      accountCalls.sliderAnswer.path,
      { challengeId, x: (row?.target_x ?? 0) + 3, durationMs: 800 },
      options,
    );
    return (answer.json().value as { sliderToken: string }).sliderToken;
  }
}

/** The error envelope of a failed answer (throws when the answer is not one). */
export function errorOf(response: LightMyRequestResponse): ErrorEnvelope {
  return ErrorEnvelope.parse(response.json());
}

/** The `value` of a successful answer. */
export function valueOf<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  const body = response.json() as { success: boolean; value: T };
  if (!body.success) throw new Error(`expected success, got ${response.statusCode} ${response.body}`);
  return body.value;
}
