import { useTranslation } from '@wl/i18n';
import type { BetRecord, BetRecordPage } from '@wl/api-client/contract/records-calls';
import { Card, FactsList } from '@wl/ui-kit';
import { Money } from '../money-shared/money-text';
import { RecordCard, useDateTime } from '../money-shared/records/record-card';
import { RangeRecords } from '../money-shared/records/range-records';
import { StatusPill } from '../money-shared/status-pill';
import { fetchBets } from './records-api';

/** /m/gameRecord: the member's bets in the range, newest first, with the range's totals (TRANSBETREPMEM3). */
export default function BetRecordScreen() {
  const { t } = useTranslation();
  const time = useDateTime();
  return (
    <RangeRecords<BetRecord>
      fallback="today"
      label={t('titles.gameRecord')}
      emptyText={t('member.records.noBets')}
      estimateSize={130}
      part="bets"
      fetchRange={fetchBets}
      header={(first) => {
        const { summary } = first as BetRecordPage;
        return (
          <Card role="region" aria-label={t('member.records.totals')}>
            <FactsList
              items={[
                { label: t('member.records.stake'), value: <Money value={summary.stake} /> },
                { label: t('member.records.payout'), value: <Money value={summary.payout} /> },
                { label: t('member.records.profit'), value: <Money value={summary.profit} signed /> },
              ]}
            />
          </Card>
        );
      }}
      rowKey={(b) => b.id}
      renderRow={(b) => (
        <RecordCard
          title={b.gameName}
          aside={<StatusPill status={b.status} />}
          lines={[
            [t('member.records.stake'), <Money key="s" value={b.stake} />],
            [t('member.records.payout'), <Money key="p" value={b.payout} />],
            [t('member.records.profit'), <Money key="r" value={b.profit} signed />],
            [t('member.records.round'), b.roundRef],
            [t('member.records.time'), time(b.placedAt)],
          ]}
        />
      )}
    />
  );
}
