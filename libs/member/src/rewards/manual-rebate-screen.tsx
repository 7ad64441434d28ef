import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@wl/i18n';
import { Link } from 'react-router-dom';
import { useApiClient, useErrorMessage, walletKeys, type ErrorMessage } from '@wl/session';
import { Alert, Button, Card, FactsList, Page, SectionTitle, Skeleton, TOAST_SUCCESS_MS, toast } from '@wl/ui-kit';
import { RealMemberGate } from '../money-shared/account-gate';
import { ColumnHeads, FiguresTable } from '../money-shared/figures-table';
import { moneyKeys } from '../money-shared/keys';
import { Money, useMoneyText } from '../money-shared/money-text';
import { Muted } from '../money-shared/muted-text';
import { useDateTime } from '../money-shared/records/record-card';
import { claimRebate, manualRebateQueryOptions, rebateSettingsQueryOptions } from './rewards-api';

import { sitePaths } from '@wl/brand';
import { QueryPage } from '../money-shared/query-page';
function ManualRebate({ token }: { token: string }) {
  const { t } = useTranslation();
  const messageOf = useErrorMessage();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const money = useMoneyText();
  const time = useDateTime();
  const pending = useQuery(manualRebateQueryOptions(client, token));
  const settings = useQuery(rebateSettingsQueryOptions(client, token));
  const [claiming, setClaiming] = useState(false);
  const [failure, setFailure] = useState<ErrorMessage>();

  const claim = async () => {
    setClaiming(true);
    setFailure(undefined);
    try {
      const result = await claimRebate(client);
      toast.show({
        text: t('member.rebate.credited', { amount: money(result.amount) }),
        kind: 'success',
        durationMs: TOAST_SUCCESS_MS,
      });
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setClaiming(false);
      void queryClient.invalidateQueries({ queryKey: moneyKeys.all(token) });
      void queryClient.invalidateQueries({ queryKey: walletKeys.balance(token) });
    }
  };

  if (pending.isPending || pending.isError)
    return <QueryPage query={pending} placeholder={<Skeleton height="160px" />} />;
  const data = pending.data;
  return (
    <Page gap="sm">
      <Card title={t('member.rebate.pending')}>
        <Muted>
          {data.since ? t('member.rebate.since', { time: time(data.since) }) : t('member.rebate.sinceStart')}
        </Muted>
        {data.lines.length > 0 ? (
          <FiguresTable aria-label={t('member.rebate.lines')}>
            <ColumnHeads
              titles={[
                t('member.rebate.product'),
                t('member.records.turnover'),
                t('member.rebate.rate'),
                t('member.rebate.amount'),
              ]}
            />
            <tbody>
              {data.lines.map((line) => (
                <tr key={line.productType}>
                  <td>{t(`member.products.${line.productType}`, { defaultValue: line.productType })}</td>
                  <td>
                    <Money value={line.turnover} />
                  </td>
                  <td>{line.rate}%</td>
                  <td>
                    <Money value={line.amount} />
                  </td>
                </tr>
              ))}
            </tbody>
          </FiguresTable>
        ) : (
          <Muted>{t('member.rebate.noTurnover')}</Muted>
        )}
        <FactsList
          items={[
            { label: t('member.rebate.total'), value: <Money value={data.total} /> },
            { label: t('member.rebate.minimum'), value: <Money value={data.minClaim} /> },
          ]}
        />
        {failure ? <Alert tone="error">{t(failure.key, failure.values)}</Alert> : null}
        <Button block size="lg" disabled={!data.claimable} loading={claiming} onClick={() => void claim()}>
          {t('member.rebate.claim')}
        </Button>
      </Card>
      {settings.data ? (
        <Card>
          <SectionTitle>{t('member.rebate.rates')}</SectionTitle>
          <FactsList
            items={settings.data.settings.map((s) => ({
              id: s.productType,
              label: t(`member.products.${s.productType}`, { defaultValue: s.productType }),
              value: `${s.rate}%`,
            }))}
          />
          {settings.data.vipBonus > 0 ? (
            <Muted>{t('member.rebate.vipBonus', { bonus: settings.data.vipBonus })}</Muted>
          ) : null}
        </Card>
      ) : null}
      <Link to={sitePaths.rebateReport}>{t('titles.rebateReport')}</Link>
    </Page>
  );
}

/** /m/member/manualRebate (MANPLAYREB3): the rebate on turnover since the last claim, and the claim. */
export default function ManualRebateScreen() {
  return <RealMemberGate>{(token) => <ManualRebate token={token} />}</RealMemberGate>;
}
