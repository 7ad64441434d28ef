import { useTranslation } from '@wl/i18n';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Tabs } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { PROMO_PATH } from './category-tabs';

const Wrap = styled.div`
  position: sticky;
  top: 48px;
  z-index: 10;
  background: ${tokens.color.bg};
`;

export interface CategoryMenuProps {
  tabs: readonly string[];
  value: string;
  onChange: (tab: string) => void;
  label: string;
}

/**
 * The game category menu: one tab per category (names from the pack); PROMO navigates to the
 * promotions instead of switching; the selected tab scrolls into view after 250 ms (spec §2).
 */
export function CategoryMenu({ tabs, value, onChange, label }: CategoryMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const items = tabs.map((tab) => ({ id: tab, label: t(`games.categories.${tab}`, { defaultValue: tab }) }));
  return (
    <Wrap>
      <Tabs
        items={items}
        value={value}
        aria-label={label}
        activation="manual"
        scrollDelayMs={250}
        onChange={(tab) => (tab === 'PROMO' ? navigate(PROMO_PATH) : onChange(tab))}
      />
    </Wrap>
  );
}
