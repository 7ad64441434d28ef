import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CategoryVendor } from '@wl/api-client/contract/game-catalogue';
import { useBrand } from '@wl/brand';
import { Tabs } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { VendorIcon } from '../catalogue/vendor-icon';

/** Spec §2: each vendor tab is 1.2 rem wide on the product's 37.5 px rem: 4.5rem (72 px) here. */
const Label = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  width: 4.5rem;
  font-size: 0.6875rem;
  line-height: 1.2;
  white-space: normal;
  color: inherit;

  & img {
    width: 48px;
    height: 20px;
  }
  /* A long vendor name takes a second line rather than being cut with an ellipsis. */
  & span {
    max-width: 100%;
    text-align: center;
    overflow-wrap: anywhere;
  }
`;

const Wrap = styled.div`
  background: ${tokens.color.surface};
`;

export const ALL_VENDORS = 'ALL';

export interface VendorMenuProps {
  vendors: readonly CategoryVendor[];
  /** Selected vendor, or null for All. */
  value: string | null;
  cdn: string;
  onChange: (vassalage: string | null) => void;
}

/** Vendor menu (spec §2): All plus one tab per vendor; the selected tab scrolls into view. */
export function VendorMenu({ vendors, value, cdn, onChange }: VendorMenuProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const idle = brand.theme.mode === 'dark' ? 'white' : 'black';
  const items = [
    { id: ALL_VENDORS, label: <Label>{t('games.vendors.all')}</Label> },
    ...vendors.map((vendor) => ({
      id: vendor.vassalage,
      label: (
        <Label>
          <VendorIcon
            cdn={cdn}
            vassalage={vendor.vassalage}
            variant={vendor.vassalage === value ? 'colour' : idle}
            width={48}
          />
          <span>{vendor.accountTypeName}</span>
        </Label>
      ),
    })),
  ];
  return (
    <Wrap>
      <Tabs
        items={items}
        value={value ?? ALL_VENDORS}
        onChange={(id) => onChange(id === ALL_VENDORS ? null : id)}
        aria-label={t('games.vendors.label')}
        scrollDelayMs={250}
      />
    </Wrap>
  );
}
