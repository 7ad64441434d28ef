import { z } from 'zod/mini';

/** Question types of the feedback form (member-agent-platform §9); the form starts at -1 (none chosen). */
export const feedbackTypes = {
  other_issues: 0,
  deposit_issues: 1,
  withdraw_issues: 2,
  game_issues: 3,
  service_issues: 4,
  apply_issues: 6,
} as const;
export type FeedbackTypeName = keyof typeof feedbackTypes;
export const FEEDBACK_TYPE_NONE = -1;
export const FEEDBACK_MIN_LENGTH = 20;
export const FEEDBACK_MAX_LENGTH = 200;

/** Characters as a person counts them (an emoji is one), after trimming. */
export function feedbackLength(content: string): number {
  return [...content.trim()].length;
}

export type FeedbackProblem = 'typeRequired' | 'contentTooShort' | 'contentTooLong' | 'captchaRequired';

/** Spec §5: a question type chosen, content 20–200 characters, captcha required. */
export function checkFeedback(input: { type: number; content: string; captcha: string }): FeedbackProblem[] {
  const problems: FeedbackProblem[] = [];
  if (!(Object.values(feedbackTypes) as number[]).includes(input.type)) problems.push('typeRequired');
  const length = feedbackLength(input.content);
  if (length < FEEDBACK_MIN_LENGTH) problems.push('contentTooShort');
  if (length > FEEDBACK_MAX_LENGTH) problems.push('contentTooLong');
  if (input.captcha.trim().length === 0) problems.push('captchaRequired');
  return problems;
}

const typeValues = Object.values(feedbackTypes) as number[];

/** PUT /wps/feedback (FEEDBACK3), with the session token (spec: content, sender, type, captcha). */
export const FeedbackRequest = z.object({
  type: z.number().check(z.refine((t) => typeValues.includes(t), 'must be one of the question types 0, 1, 2, 3, 4, 6')),
  content: z.string().check(
    z.refine((c) => feedbackLength(c) >= FEEDBACK_MIN_LENGTH, `must be at least ${FEEDBACK_MIN_LENGTH} characters`),
    z.refine((c) => feedbackLength(c) <= FEEDBACK_MAX_LENGTH, `must be at most ${FEEDBACK_MAX_LENGTH} characters`),
  ),
  /** Who sends it: the member's account name (the spec's `sender`); the platform files it under the session's member. */
  sender: z.string().check(z.minLength(1, 'must name the sender'), z.maxLength(32)),
  captcha: z.optional(z.string().check(z.maxLength(16))),
  captchaId: z.optional(z.string().check(z.maxLength(64))),
});
export type FeedbackRequest = z.input<typeof FeedbackRequest>;
export const FeedbackResult = z.object({ id: z.number() });
