import styled from 'styled-components';
import { useBrand } from '@wl/brand';
import { formatMoney } from '@wl/i18n';
import { tokens } from '@wl/ui-kit/theme';

const Amount = styled.span<{ $tone: 'plain' | 'gain' | 'loss' }>`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ $tone }) => ($tone === 'gain' ? tokens.color.success : $tone === 'loss' ? tokens.color.danger : 'inherit')};
`;

/** An amount in the brand's currency, #,##0.00 (spec §9). `signed` colours gains and losses. */
export function Money({ value, signed = false }: { value: number; signed?: boolean }) {
  const brand = useBrand();
  const tone = !signed || value === 0 ? 'plain' : value > 0 ? 'gain' : 'loss';
  const text = formatMoney(value, brand.currency.symbol);
  return <Amount $tone={tone}>{signed && value > 0 ? `+${text}` : text}</Amount>;
}

/** The same text for places that need a string (labels). */
export function useMoneyText(): (value: number) => string {
  const brand = useBrand();
  return (value) => formatMoney(value, brand.currency.symbol);
}
