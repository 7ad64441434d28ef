import { useTranslation } from '@wl/i18n';
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
  /* A logo over two lines of the name, whatever the vendors' names: the menu has one height (the page's frame
     keeps its place: 48 px here, 51 px with the tab's line and the menu's). */
  min-height: 48px;
  font-size: 0.6875rem;
  line-height: 13px;
  white-space: normal;
  color: inherit;

  & img {
    width: 48px;
    height: 20px;
  }
  /* A long vendor name takes a second line rather than being cut short; a third is cut with an ellipsis. */
  & span {
    display: -webkit-box;
    max-width: 100%;
    overflow: hidden;
    text-align: center;
    overflow-wrap: anywhere;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
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
