import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { gameClassifies, minBetChoices } from '@wl/api-client/contract';
import { useBrand } from '@wl/brand';
import { formatMoney } from '@wl/i18n';
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

const Group = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  border: 0;

  & legend {
    margin-bottom: 6px;
    color: ${tokens.color.text};
    font-size: 0.8125rem;
    font-weight: 600;
  }
`;

const Choice = styled.label`
  position: relative;
  display: inline-flex;

  & input {
    position: absolute;
    opacity: 0;
    pointer-events: none;
  }
  & span {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    padding: 0 10px;
    border: 1px solid ${tokens.color.border};
    border-radius: 16px;
    color: ${tokens.color.text};
    font-size: 0.8125rem;
    cursor: pointer;
  }
  & input:checked + span {
    border-color: ${tokens.color.primary};
    background: ${tokens.color.primary};
    color: ${tokens.color.onPrimary};
  }
  & input:focus-visible + span {
    outline: 2px solid ${tokens.color.accent};
    outline-offset: 2px;
  }
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
      <Group>
        <legend>{t('games.filter.classLabel')}</legend>
        {[null, ...gameClassifies].map((cls) => (
          <Choice key={cls ?? 'all'}>
            <input
              type="radio"
              name={`${id}-class`}
              checked={gameClassify === cls}
              onChange={() => onChange({ gameClassify: cls })}
            />
            <span>{cls ? t(`games.filter.classes.${cls}`) : t('games.filter.all')}</span>
          </Choice>
        ))}
      </Group>
      <Group>
        <legend>{t('games.filter.minBetLabel')}</legend>
        {[null, ...minBetChoices].map((bet) => (
          <Choice key={bet ?? 'all'}>
            <input
              type="radio"
              name={`${id}-bet`}
              checked={minBet === bet}
              onChange={() => onChange({ minBet: bet })}
            />
            <span>{bet === null ? t('games.filter.all') : formatMoney(bet, brand.currency.symbol)}</span>
          </Choice>
        ))}
      </Group>
    </Panel>
  );
}
