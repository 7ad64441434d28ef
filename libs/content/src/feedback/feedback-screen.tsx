import { useCallback, useId, useState } from 'react';
import { useTranslation } from '@wl/i18n';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { isApiError } from '@wl/api-client';
import { FEEDBACK_TYPE_NONE } from '@wl/api-client/contract/feedback-calls';
import { contentCalls } from '@wl/api-client/contract';
import { CaptchaField, useApiClient, useErrorText, useFlags, useSessionInfo } from '@wl/session';
import { Alert, Button, Dialog, EmptyState, Form, Page, Select, TOAST_LOADING_MS, toast } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { useRealMemberPage } from '../content-html/use-real-member-page';
import {
  FEEDBACK_MAX_LENGTH,
  canSubmitFeedback,
  checkFeedback,
  feedbackCounter,
  feedbackProblemKey,
  feedbackTypeOptions,
} from './feedback-rules';

import { sitePaths } from '@wl/brand';

/** A control with its message under it (the messages stay alerts, as the journeys read them). */
const Field = styled.div`
  display: grid;
  gap: 4px;

  & > label {
    font-size: 0.875rem;
    color: ${tokens.color.text};
  }
  & > textarea {
    width: 100%;
    min-height: 140px;
    padding: 10px 12px;
    border: 1px solid ${tokens.color.border};
    border-radius: var(--wl-field-radius, ${tokens.radius});
    background: ${tokens.color.surface};
    color: ${tokens.color.text};
    font: inherit;
    resize: vertical;
  }
  & > textarea[aria-invalid='true'] {
    border-color: ${tokens.color.danger};
  }
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  font-size: 0.8125rem;
  color: ${tokens.color.textMuted};
`;

type Errors = Partial<Record<'type' | 'content' | 'captcha', string>>;

/**
 * /m/feedback (FEEDBACK3; guests to login): question type (required), content 20–200 characters with
 * an n/200 counter (submit disabled below 20), captcha (tap to refresh); success popup.
 */
export default function FeedbackScreen() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const allowed = useRealMemberPage();
  const flags = useFlags();
  const client = useApiClient();
  const sender = useSessionInfo()?.userName ?? '';
  const navigate = useNavigate();
  const ids = { content: useId(), counter: useId() };
  const [type, setType] = useState(FEEDBACK_TYPE_NONE);
  const [content, setContent] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaId, setCaptchaId] = useState<string>();
  const [reload, setReload] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const onChallenge = useCallback((id: string | undefined) => setCaptchaId(id), []);

  if (!allowed) return null;
  if (!flags.FEEDBACK3) return <EmptyState text={t('errors.noPermission')} />;

  const submit = async () => {
    const problems = checkFeedback({ type, content, captcha });
    const next: Errors = {};
    for (const problem of problems) {
      const field = problem === 'typeRequired' ? 'type' : problem === 'captchaRequired' ? 'captcha' : 'content';
      next[field] ??= t(feedbackProblemKey[problem]);
    }
    setErrors(next);
    if (problems.length > 0) return;
    setPending(true);
    const loading = toast.show({ text: t('content.feedback.sending'), kind: 'loading', durationMs: TOAST_LOADING_MS });
    try {
      await client.call(contentCalls.feedback, {
        body: { type, content: content.trim(), sender, captcha, captchaId },
      });
      toast.hide(loading);
      setSent(true);
    } catch (error) {
      toast.hide(loading);
      if (isApiError(error) && (error.code === 'CAPTCHA_WRONG' || error.code === 'CAPTCHA_REQUIRED')) {
        setErrors({ captcha: errorText(error) });
      } else {
        toast.show({ text: errorText(error), kind: 'error' });
      }
      setReload((r) => r + 1);
    } finally {
      setPending(false);
    }
  };

  const count = feedbackCounter(content);
  return (
    <Page as="div" inset="md">
      <Form
        gap="lg"
        aria-label={t('content.feedback.label')}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field>
          <Select
            label={t('content.feedback.type')}
            value={type}
            aria-invalid={errors.type ? true : undefined}
            onChange={(event) => setType(Number(event.target.value))}
          >
            <option value={FEEDBACK_TYPE_NONE} disabled>
              {t('content.feedback.typePlaceholder')}
            </option>
            {feedbackTypeOptions.map((option) => (
              <option key={option.name} value={option.value}>
                {t(`content.feedback.types.${option.name}`)}
              </option>
            ))}
          </Select>
          {errors.type ? <Alert tone="error">{errors.type}</Alert> : null}
        </Field>
        <Field>
          <label htmlFor={ids.content}>{t('content.feedback.content')}</label>
          <textarea
            id={ids.content}
            value={content}
            maxLength={FEEDBACK_MAX_LENGTH}
            placeholder={t('content.feedback.contentPlaceholder')}
            aria-describedby={ids.counter}
            aria-invalid={errors.content ? true : undefined}
            onChange={(event) => setContent(event.target.value)}
          />
          <Row>
            {errors.content ? <Alert tone="error">{errors.content}</Alert> : <span />}
            <span id={ids.counter}>{t('content.feedback.counter', { count })}</span>
          </Row>
        </Field>
        <CaptchaField
          value={captcha}
          onChange={setCaptcha}
          onChallenge={onChallenge}
          error={errors.captcha}
          reloadSignal={reload}
        />
        <Button type="submit" size="lg" block loading={pending} disabled={!canSubmitFeedback(content)}>
          {t('content.feedback.submit')}
        </Button>
      </Form>
      <Dialog
        open={sent}
        onClose={() => navigate(sitePaths.home)}
        title={t('content.feedback.promptTitle')}
        actions={
          <Button block onClick={() => navigate(sitePaths.home)}>
            {t('content.feedback.ok')}
          </Button>
        }
      >
        {t('content.feedback.sent')}
      </Dialog>
    </Page>
  );
}
