import {
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MIN_LENGTH,
  checkFeedback,
  feedbackLength,
  feedbackTypes,
  type FeedbackProblem,
  type FeedbackTypeName,
} from '@wl/api-client/contract/feedback-calls';

/** The question types in the order the form lists them (codes from the spec). */
export const feedbackTypeOptions: { name: FeedbackTypeName; value: number }[] = (
  ['deposit_issues', 'withdraw_issues', 'game_issues', 'service_issues', 'apply_issues', 'other_issues'] as const
).map((name) => ({ name, value: feedbackTypes[name] }));

/** The counter under the content: n/200. */
export function feedbackCounter(content: string): number {
  return feedbackLength(content);
}

/** Submit is disabled below 20 characters (spec §5). */
export function canSubmitFeedback(content: string): boolean {
  return feedbackLength(content) >= FEEDBACK_MIN_LENGTH;
}

/** The message key of each problem. */
export const feedbackProblemKey: Record<FeedbackProblem, string> = {
  typeRequired: 'content.feedback.typeRequired',
  contentTooShort: 'content.feedback.tooShort',
  contentTooLong: 'content.feedback.tooLong',
  captchaRequired: 'content.feedback.captchaRequired',
};

export { FEEDBACK_MAX_LENGTH, FEEDBACK_MIN_LENGTH, checkFeedback };
