import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@wl/i18n';
import { useApiClient, useErrorText } from '@wl/session';
import { Alert, Card, EmptyState, FactsList, Skeleton } from '@wl/ui-kit';
import { ColumnHeads, FiguresTable } from '../money-shared/figures-table';
import { moneyKeys } from '../money-shared/keys';
import { Money } from '../money-shared/money-text';
import { RecordsFrame } from '../money-shared/records/records-frame';
import { fetchProfitLoss } from './records-api';

function ProfitLossBody({
  token,
  startDate,
  endDate,
  tzOffset,
}: {
  token: string;
  startDate: string;
  endDate: string;
  tzOffset: number;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useApiClient();
  const pnl = useQuery({
    queryKey: moneyKeys.part(token, 'pnl', startDate, endDate),
    queryFn: ({ signal }) => fetchProfitLoss(client, { startDate, endDate, tzOffset }, signal),
  });
  if (pnl.isPending) return <Skeleton height="160px" />;
  if (pnl.isError) return <Alert tone="error">{errorText(pnl.error)}</Alert>;
  const { totals, days } = pnl.data;
  return (
    <>
      <Card title={t('member.records.totals')}>
        <FactsList
          items={[
            { label: t('member.records.profit'), value: <Money value={totals.profit} signed /> },
            { label: t('member.records.betCount'), value: totals.betCount },
            { label: t('member.records.turnover'), value: <Money value={totals.turnover} /> },
            { label: t('member.records.payout'), value: <Money value={totals.payout} /> },
            { label: t('member.records.deposits'), value: <Money value={totals.deposits} /> },
            { label: t('member.records.withdrawals'), value: <Money value={totals.withdrawals} /> },
            { label: t('member.records.bonuses'), value: <Money value={totals.bonuses} /> },
          ]}
        />
      </Card>
      <Card>
        {days.length === 0 ? (
          <EmptyState text={t('member.records.noBets')} />
        ) : (
          <FiguresTable aria-label={t('member.records.perDay')}>
            <ColumnHeads
              titles={[t('member.records.date'), t('member.records.turnover'), t('member.records.profit')]}
            />
            <tbody>
              {days.map((d) => (
                <tr key={d.date}>
                  <td>{d.date}</td>
                  <td>
                    <Money value={d.turnover} />
                  </td>
                  <td>
                    <Money value={d.profit} signed />
                  </td>
                </tr>
              ))}
            </tbody>
          </FiguresTable>
        )}
      </Card>
    </>
  );
}

/** /m/profitandloss: personal profit and loss over the range, in total and per day (PERSREP). */
export default function ProfitLossScreen() {
  return (
    <RecordsFrame>
      {({ token, range, tzOffset }) => (
        <ProfitLossBody token={token} startDate={range.startDate} endDate={range.endDate} tzOffset={tzOffset} />
      )}
    </RecordsFrame>
  );
}
