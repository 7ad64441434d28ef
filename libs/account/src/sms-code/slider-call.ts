import type { ApiClient } from '@wl/api-client';
import { accountCalls, type CallAnswer } from '@wl/api-client/contract';
import type { SliderChallenge } from '@wl/api-client/contract/verification-calls';

export type SliderAnswerBody = { challengeId: string; x: number; durationMs: number };

/** GET /wps/captcha/slider: a background with a gap and the piece to drag into it. */
export function fetchSliderChallenge(client: ApiClient, signal?: AbortSignal): Promise<SliderChallenge> {
  return client.call(accountCalls.slider, { signal });
}

/** POST /wps/captcha/slider: the position reached; a right answer gives a single-use slider token. */
export function answerSliderChallenge(
  client: ApiClient,
  answer: SliderAnswerBody,
): Promise<CallAnswer<typeof accountCalls.sliderAnswer>> {
  return client.call(accountCalls.sliderAnswer, { body: answer });
}
