import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@wl/i18n';
import styled from 'styled-components';
import type { ActiveSession, PreviousLogin } from '@wl/api-client/contract/account-activity-calls';
import { useApiClient, useErrorText, useLogout } from '@wl/session';
import { Button, Card, FactsList, Page, Skeleton, toast } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { RealMemberGate } from '../../money-shared/account-gate';
import { ChoiceDialog } from '../../money-shared/choice-dialog';
import { Muted } from '../../money-shared/muted-text';
import { useDateTime } from '../../money-shared/records/record-card';
import { accountActivityQueryOptions, logoutOtherSessions, logoutSession } from './activity-api';
import { useDeviceName } from './use-device-name';
import { QueryPage } from '../../money-shared/query-page';

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px 0;
  border-bottom: 1px solid ${tokens.color.border};
`;

const RowHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Tag = styled.span`
  flex-shrink: 0;
  padding: 2px 8px;
  border-radius: ${tokens.radius};
  background: ${tokens.color.primary};
  color: ${tokens.color.onPrimary};
  font-size: 0.75rem;
  font-weight: 600;
`;

function PreviousLoginCard({ previous }: { previous: PreviousLogin | null }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const name = useDeviceName();
  return (
    <Card title={t('member.activity.previousTitle')}>
      {previous ? (
        <FactsList
          items={[
            { label: t('member.activity.time'), value: dateTime(previous.at) },
            { label: t('member.activity.ip'), value: previous.ip },
            { label: t('member.activity.device'), value: name(previous) },
          ]}
        />
      ) : (
        <Muted>{t('member.activity.firstLogin')}</Muted>
      )}
    </Card>
  );
}

function SessionRow({
  session,
  onLogout,
  pending,
}: {
  session: ActiveSession;
  onLogout: () => void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const device = useDeviceName()(session);
  const label = session.current
    ? t('member.activity.logoutThis')
    : t('member.activity.logoutDevice', { device, time: dateTime(session.createdAt) });
  return (
    <Row>
      <RowHead>
        <span>{device}</span>
        {session.current && <Tag>{t('member.activity.thisDevice')}</Tag>}
      </RowHead>
      <FactsList
        items={[
          { label: t('member.activity.signedIn'), value: dateTime(session.createdAt) },
          { label: t('member.activity.lastActive'), value: dateTime(session.lastSeenAt) },
          { label: t('member.activity.ip'), value: session.ip },
        ]}
      />
      <Button size="sm" variant="secondary" onClick={onLogout} disabled={pending} aria-label={label}>
        {t('member.activity.logout')}
      </Button>
    </Row>
  );
}

function ActivityView({ token }: { token: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const options = accountActivityQueryOptions(client, token);
  const activity = useQuery(options);
  const logout = useLogout();
  const [confirmOthers, setConfirmOthers] = useState(false);
  const [pending, setPending] = useState(false);

  if (activity.isPending || activity.isError)
    return <QueryPage query={activity} placeholder={<Skeleton height="320px" />} />;
  const { previousLogin, sessions } = activity.data;
  const others = sessions.filter((s) => !s.current).length;

  const run = async (action: () => Promise<string>) => {
    setPending(true);
    try {
      toast.success(await action());
    } catch (error) {
      toast.notice(errorText(error));
    } finally {
      setPending(false);
      await queryClient.invalidateQueries({ queryKey: options.queryKey });
    }
  };
  const endOne = (session: ActiveSession) => {
    if (session.current) return logout.requestLogout();
    void run(async () => {
      await logoutSession(client, session.id);
      return t('member.activity.loggedOutOne');
    });
  };
  const endOthers = () => {
    setConfirmOthers(false);
    void run(async () => t('member.activity.loggedOutOthers', { count: (await logoutOtherSessions(client)).ended }));
  };

  return (
    <Page gap="sm">
      <PreviousLoginCard previous={previousLogin} />
      <Card title={t('member.activity.sessionsTitle')}>
        <Rows>
          {sessions.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              pending={pending || logout.pending}
              onLogout={() => endOne(session)}
            />
          ))}
        </Rows>
        {others > 0 ? (
          <Button block variant="secondary" disabled={pending} onClick={() => setConfirmOthers(true)}>
            {t('member.activity.logoutOthers')}
          </Button>
        ) : (
          <Muted>{t('member.activity.noOthers')}</Muted>
        )}
      </Card>
      <ChoiceDialog
        open={confirmOthers}
        onClose={() => setConfirmOthers(false)}
        title={t('member.activity.confirmTitle')}
        secondary={{ label: t('member.activity.cancel'), onClick: () => setConfirmOthers(false) }}
        primary={{ label: t('member.activity.confirmSubmit'), onClick: endOthers }}
      >
        <p>{t('member.activity.confirmText', { count: others })}</p>
      </ChoiceDialog>
      {logout.confirmDialog}
    </Page>
  );
}

/**
 * /m/accountActivity (docs/decisions/0042-account-activity.md): the previous login (time, address,
 * device) and the member's live sessions, each with "Log out", and "Log out all other devices".
 */
export default function AccountActivityScreen() {
  return <RealMemberGate>{(token) => <ActivityView token={token} />}</RealMemberGate>;
}
