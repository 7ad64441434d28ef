import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { sitePath, sitePaths, useBrand } from '@wl/brand';
import { entryAllowed, useApiClient, useFlags } from '@wl/session';
import { Page, Skeleton, surfaceList } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { Avatar } from '../../money-shared/avatar';
import { ChevronIcon } from '../../money-shared/icons';
import { useMemberSession } from '../../money-shared/use-member-session';
import { securityConfigQueryOptions } from '../security-api';
import { twoStepStatusQueryOptions } from '../two-step/two-step-api';
import type { SecurityView } from './use-view';
import { QueryPage } from '../../money-shared/query-page';

const List = styled.ul`
  ${surfaceList}
`;

const Row = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 56px;
  padding: 0 16px;
  border-bottom: 1px solid ${tokens.color.border};
  color: ${tokens.color.text};
  text-decoration: none;

  & small {
    color: ${tokens.color.textMuted};
    text-align: end;
  }
  & svg {
    flex-shrink: 0;
    color: ${tokens.color.textMuted};
  }
`;

const Right = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
`;

/** Rows that open a screen of their own rather than a view of the security centre. */
const screenPaths: Readonly<Record<'changePassword' | 'accountActivity', string>> = {
  changePassword: sitePaths.changePassword,
  accountActivity: sitePaths.accountActivity,
};

const pathOf = (view: SecurityView | keyof typeof screenPaths): string =>
  view === 'changePassword' || view === 'accountActivity' ? screenPaths[view] : sitePath('securityCenter', { view });

/** The security centre's overview: each setting with its state, opening its view. */
export function SecurityOverview({ token }: { token: string }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const config = useQuery(securityConfigQueryOptions(client, token));
  const twoStep = useQuery(twoStepStatusQueryOptions(client, token));
  const flags = useFlags();
  const brand = useBrand();
  const session = useMemberSession();
  if (config.isPending || config.isError) return <QueryPage query={config} placeholder={<Skeleton height="320px" />} />;
  const c = config.data;
  const state = (set: boolean) => t(set ? 'member.security.set' : 'member.security.notSet');
  const rows: { view: SecurityView | 'changePassword' | 'accountActivity'; label: string; value: ReactNode }[] = [
    { view: 'changePassword', label: t('member.security.loginPassword'), value: t('member.security.change') },
    { view: 'paymentPassword', label: t('member.security.paymentPassword.title'), value: state(c.hasPaymentPassword) },
    {
      view: 'bankCards',
      label: t('member.security.cards.title'),
      value: t('member.security.cards.count', { count: c.bankCardCount }),
    },
    { view: 'questions', label: t('member.security.questions.title'), value: state(c.hasSecurityQuestions) },
    {
      view: 'payeeName',
      label: t('member.security.payeeName.title'),
      value: c.payeeName ?? t('member.security.notSet'),
    },
    { view: 'nickname', label: t('member.security.nickname.title'), value: c.nickname || t('member.security.notSet') },
    { view: 'email', label: t('member.security.email.title'), value: c.email ?? t('member.security.notSet') },
    { view: 'avatar', label: t('member.security.avatar.title'), value: <Avatar icon={c.icon} size={28} /> },
    {
      view: 'twoStep',
      label: t('twoStep.centre.title'),
      value: twoStep.data ? t(twoStep.data.enabled ? 'twoStep.centre.on' : 'twoStep.centre.off') : null,
    },
    // The one entry rule decides, as everywhere else the screen could be offered.
    ...(entryAllowed('accountActivity', { flags, promotions: brand.promotions, loggedIn: true, type: session.type })
      ? [
          {
            view: 'accountActivity' as const,
            label: t('titles.accountActivity'),
            value: t('member.activity.entryHint'),
          },
        ]
      : []),
  ];
  return (
    <Page gap="sm">
      <nav aria-label={t('titles.securityCenter')}>
        <List>
          {rows.map((row) => (
            <li key={row.view}>
              <Row to={pathOf(row.view)}>
                <span>{row.label}</span>
                <Right>
                  <small>{row.value}</small>
                  <ChevronIcon />
                </Right>
              </Row>
            </li>
          ))}
        </List>
      </nav>
    </Page>
  );
}
