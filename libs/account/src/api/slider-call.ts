import type { ApiClient } from '@wl/api-client';
import { SliderChallenge, SliderResult, sliderPath } from '@wl/api-client/contract';
import type { z } from 'zod/mini';

export type SliderAnswerBody = { challengeId: string; x: number; durationMs: number };

/** GET /wps/captcha/slider: a background with a gap and the piece to drag into it. */
export function fetchSliderChallenge(client: ApiClient, signal?: AbortSignal): Promise<SliderChallenge> {
  return client.get(sliderPath, { schema: SliderChallenge, signal });
}

/** POST /wps/captcha/slider: the position reached; a right answer gives a single-use slider token. */
export function answerSliderChallenge(
  client: ApiClient,
  answer: SliderAnswerBody,
): Promise<z.infer<typeof SliderResult>> {
  return client.post(sliderPath, { schema: SliderResult, body: answer });
}
