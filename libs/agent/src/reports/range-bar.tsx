import { useState, type FormEvent } from 'react';
import { useTranslation } from '@wl/i18n';
import styled from 'styled-components';
import { Alert, Button, Form, Select, TextField } from '@wl/ui-kit';
import { presetOf, presetRange, rangePresets, rangeProblem } from '../agent-shared/report-dates';
import type { DayRange, RangePreset } from '../agent-shared/report-dates';

const Dates = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
`;

/** A report range: a preset, or two days (both included, at most 93 days), applied with Search. */
export function RangeBar({
  value,
  today,
  onChange,
}: {
  value: DayRange;
  today: string;
  onChange: (range: DayRange) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<DayRange>(value);
  const [problem, setProblem] = useState<string | null>(null);
  const preset = presetOf(draft, today);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem(draft);
    setProblem(found);
    if (!found) onChange(draft);
  };

  return (
    <Form gap="sm" onSubmit={submit} aria-label={t('agent.range.label')}>
      <Select
        label={t('agent.range.preset')}
        value={preset ?? 'custom'}
        onChange={(event) => {
          const next = event.target.value as RangePreset | 'custom';
          if (next === 'custom') return;
          const range = presetRange(next, today);
          setDraft(range);
          setProblem(null);
          onChange(range);
        }}
      >
        {rangePresets.map((p) => (
          <option key={p} value={p}>
            {t(`agent.range.presets.${p}`)}
          </option>
        ))}
        <option value="custom">{t('agent.range.presets.custom')}</option>
      </Select>
      <Dates>
        <TextField
          type="date"
          label={t('agent.range.start')}
          value={draft.startDate}
          max={today}
          onChange={(e) => setDraft({ ...draft, startDate: e.target.value })}
        />
        <TextField
          type="date"
          label={t('agent.range.end')}
          value={draft.endDate}
          max={today}
          onChange={(e) => setDraft({ ...draft, endDate: e.target.value })}
        />
      </Dates>
      {problem ? <Alert tone="error">{t(problem)}</Alert> : null}
      <Button type="submit" variant="secondary">
        {t('agent.range.search')}
      </Button>
    </Form>
  );
}
