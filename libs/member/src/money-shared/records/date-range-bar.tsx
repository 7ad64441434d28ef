import { useState } from 'react';
import { useTranslation } from '@wl/i18n';
import styled from 'styled-components';
import { Alert, Button, Chips, TextField } from '@wl/ui-kit';
import { MAX_RANGE_DAYS, daysBetween, isDateString } from '@wl/api-client/contract/money-common';
import { rangePresets } from './range-rules';
import type { DateRange, RangePreset } from './range-rules';

const Custom = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr auto;
  gap: 8px;
  align-items: end;
`;

export interface DateRangeBarProps {
  range: DateRange;
  onPreset: (preset: RangePreset) => void;
  onCustom: (from: string, to: string) => void;
}

/** Date presets and a custom from–to range (at most 93 days) for the records screens. */
export function DateRangeBar({ range, onPreset, onCustom }: DateRangeBarProps) {
  const { t } = useTranslation();
  const [custom, setCustom] = useState(range.preset === 'custom');
  const [from, setFrom] = useState(range.startDate);
  const [to, setTo] = useState(range.endDate);
  const [problem, setProblem] = useState<string>();

  const apply = () => {
    if (!isDateString(from) || !isDateString(to)) return setProblem('member.records.rangeInvalid');
    if (to < from) return setProblem('member.records.rangeOrder');
    if (daysBetween(from, to) >= MAX_RANGE_DAYS) return setProblem('member.records.rangeTooLong');
    setProblem(undefined);
    onCustom(from, to);
  };

  return (
    <div>
      <Chips<RangePreset | 'custom'>
        aria-label={t('member.records.range')}
        options={[
          ...rangePresets.map((preset) => ({ value: preset, label: t(`member.records.presets.${preset}`) })),
          { value: 'custom', label: t('member.records.presets.custom') },
        ]}
        value={custom ? 'custom' : range.preset === 'custom' ? undefined : range.preset}
        onChange={(choice) => {
          if (choice === 'custom') return setCustom(true);
          setCustom(false);
          onPreset(choice);
        }}
      />
      {custom ? (
        <>
          <Custom>
            <TextField
              label={t('member.records.from')}
              type="date"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
            />
            <TextField label={t('member.records.to')} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
            <Button type="button" onClick={apply}>
              {t('member.records.apply')}
            </Button>
          </Custom>
          {problem ? <Alert tone="error">{t(problem, { days: MAX_RANGE_DAYS })}</Alert> : null}
        </>
      ) : null}
    </div>
  );
}
