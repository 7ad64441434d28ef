import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@wl/i18n';
import { SECURITY_ANSWER_COUNT } from '@wl/api-client/contract/security-calls';
import { useApiClient } from '@wl/session';
import { Card, Form, Page, SectionTitle, Select, Skeleton, TextField } from '@wl/ui-kit';
import { Muted } from '../../money-shared/muted-text';
import { usePendingCall } from '../../money-shared/use-pending-call';
import { checkLoginPassword, checkQuestions } from '../rules/security-forms';
import { myQuestionsQueryOptions, questionsQueryOptions, setSecurityQuestions } from '../security-api';
import { SaveFooter } from './save-footer';
import { useSaved } from './use-view';

/** Two security questions and their answers (stored hashed), set with the login password. */
export function QuestionsView({ token }: { token: string }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const catalogue = useQuery(questionsQueryOptions(client, token));
  const mine = useQuery(myQuestionsQueryOptions(client, token));
  const saved = useSaved(token);
  const [answers, setAnswers] = useState(() =>
    Array.from({ length: SECURITY_ANSWER_COUNT }, () => ({ questionId: undefined as number | undefined, answer: '' })),
  );
  const [login, setLogin] = useState('');
  // One message above Save: the check's, or the refusal's.
  const { run, pending, failure: problem, setFailure: setProblem } = usePendingCall();
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
    await run(async () => {
      await setSecurityQuestions(client, {
        loginPassword: login,
        answers: answers.map((a) => ({ questionId: a.questionId ?? 0, answer: a.answer.trim() })),
      });
      saved();
    });
  };

  return (
    <Page gap="sm">
      <Form onSubmit={(e) => void submit(e)} aria-label={t('member.security.questions.title')}>
        <Card>
          <SectionTitle>{t('member.security.questions.title')}</SectionTitle>
          <Muted>
            {t(mine.data?.questionIds.length ? 'member.security.questions.replace' : 'member.security.questions.hint')}
          </Muted>
          {answers.map((a, index) => (
            <div key={index}>
              <Select
                label={t('member.security.questions.question', { n: index + 1 })}
                value={a.questionId ?? ''}
                onChange={(e) => change(index, { questionId: e.target.value ? Number(e.target.value) : undefined })}
              >
                <option value="">{t('member.security.questions.choose')}</option>
                {questions.map((q) => (
                  <option key={q.id} value={q.id}>
                    {t(`member.security.questions.list.${q.key}`)}
                  </option>
                ))}
              </Select>
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
        <SaveFooter failure={problem} pending={pending} />
      </Form>
    </Page>
  );
}
