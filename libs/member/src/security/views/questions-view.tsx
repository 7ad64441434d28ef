import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SECURITY_ANSWER_COUNT } from '@wl/api-client/contract';
import { useApiClient, useErrorMessage, type ErrorMessage } from '@wl/session';
import { Button, Skeleton, TextField } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { Alert, Card, CardTitle, Form, Muted, Page } from '../../money-shared/page';
import { checkLoginPassword, checkQuestions } from '../rules/security-forms';
import { myQuestionsQueryOptions, questionsQueryOptions, setSecurityQuestions } from '../security-api';
import { useSaved } from './use-view';

const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-size: 0.875rem;

  & select {
    height: 44px;
    padding: 0 12px;
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius};
    background: ${tokens.color.surface};
    color: ${tokens.color.text};
    font: inherit;
  }
`;

/** Two security questions and their answers (stored hashed), set with the login password. */
export function QuestionsView({ token }: { token: string }) {
  const { t } = useTranslation();
  const messageOf = useErrorMessage();
  const client = useApiClient();
  const catalogue = useQuery(questionsQueryOptions(client, token));
  const mine = useQuery(myQuestionsQueryOptions(client, token));
  const saved = useSaved(token);
  const [answers, setAnswers] = useState(() =>
    Array.from({ length: SECURITY_ANSWER_COUNT }, () => ({ questionId: undefined as number | undefined, answer: '' })),
  );
  const [login, setLogin] = useState('');
  const [problem, setProblem] = useState<ErrorMessage>();
  const [pending, setPending] = useState(false);
  if (catalogue.isPending || mine.isPending) return <Skeleton height="240px" />;
  const questions = catalogue.data?.questions ?? [];

  const change = (index: number, patch: Partial<(typeof answers)[number]>) => {
    setAnswers((list) => list.map((a, i) => (i === index ? { ...a, ...patch } : a)));
    setProblem(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkQuestions(answers) ?? checkLoginPassword(login);
    setProblem(found ? { key: found } : undefined);
    if (found || pending) return;
    setPending(true);
    try {
      await setSecurityQuestions(client, {
        loginPassword: login,
        answers: answers.map((a) => ({ questionId: a.questionId ?? 0, answer: a.answer.trim() })),
      });
      saved();
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Page>
      <Form onSubmit={(e) => void submit(e)} noValidate aria-label={t('member.security.questions.title')}>
        <Card>
          <CardTitle>{t('member.security.questions.title')}</CardTitle>
          <Muted>
            {t(mine.data?.questionIds.length ? 'member.security.questions.replace' : 'member.security.questions.hint')}
          </Muted>
          {answers.map((a, index) => (
            <div key={index}>
              <Label>
                {t('member.security.questions.question', { n: index + 1 })}
                <select
                  value={a.questionId ?? ''}
                  onChange={(e) => change(index, { questionId: e.target.value ? Number(e.target.value) : undefined })}
                >
                  <option value="">{t('member.security.questions.choose')}</option>
                  {questions.map((q) => (
                    <option key={q.id} value={q.id}>
                      {t(`member.security.questions.list.${q.key}`)}
                    </option>
                  ))}
                </select>
              </Label>
              <TextField
                label={t('member.security.questions.answerLabel', { n: index + 1 })}
                autoComplete="off"
                maxLength={64}
                value={a.answer}
                onChange={(e) => change(index, { answer: e.target.value })}
              />
            </div>
          ))}
          <TextField
            label={t('member.security.loginPasswordField')}
            type="password"
            autoComplete="current-password"
            value={login}
            onChange={(e) => setLogin(e.target.value)}
          />
        </Card>
        {problem ? <Alert role="alert">{t(problem.key, problem.values)}</Alert> : null}
        <Button type="submit" size="lg" block loading={pending}>
          {t('member.security.save')}
        </Button>
      </Form>
    </Page>
  );
}
