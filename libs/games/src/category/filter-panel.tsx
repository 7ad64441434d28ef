import styled from 'styled-components';
import { gameClassifies, minBetChoices } from '@wl/api-client/contract/game-catalogue';
import { useBrand } from '@wl/brand';
import { formatMoney, useTranslation } from '@wl/i18n';
import { RadioGroup } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 4px 12px 8px;
  padding: 10px 12px;
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius};
  background: ${tokens.color.surface};
`;

export interface FilterPanelProps {
  id: string;
  gameClassify: string | null;
  minBet: number | null;
  onChange: (change: { gameClassify?: string | null; minBet?: number | null }) => void;
}

/** Game filter panel (spec §2): category (all, JP, SC, VP, TG, AC) and minimum bet (all, 0.01 … 0.75). */
export function FilterPanel({ id, gameClassify, minBet, onChange }: FilterPanelProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Panel id={id} role="group" aria-label={t('games.filter.label')}>
      <RadioGroup
        legend={t('games.filter.classLabel')}
        appearance="chip"
        name={`${id}-class`}
        options={[null, ...gameClassifies].map((cls) => ({
          value: cls,
          label: cls ? t(`games.filter.classes.${cls}`) : t('games.filter.all'),
        }))}
        value={gameClassify}
        onChange={(cls) => onChange({ gameClassify: cls })}
      />
      <RadioGroup
        legend={t('games.filter.minBetLabel')}
        appearance="chip"
        name={`${id}-bet`}
        options={[null, ...minBetChoices].map((bet) => ({
          value: bet,
          label: bet === null ? t('games.filter.all') : formatMoney(bet, brand.currency.symbol),
        }))}
        value={minBet}
        onChange={(bet) => onChange({ minBet: bet })}
      />
    </Panel>
  );
}
