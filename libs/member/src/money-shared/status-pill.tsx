import { useTranslation } from '@wl/i18n';
import styled from 'styled-components';
import { tokens } from '@wl/ui-kit/theme';

export type OrderStatus =
  'pending' | 'confirmed' | 'approved' | 'failed' | 'rejected' | 'cancelled' | 'open' | 'settled' | 'void';

const tone: Record<OrderStatus, 'wait' | 'ok' | 'bad' | 'plain'> = {
  pending: 'wait',
  open: 'wait',
  confirmed: 'ok',
  approved: 'ok',
  settled: 'ok',
  failed: 'bad',
  rejected: 'bad',
  cancelled: 'plain',
  void: 'plain',
};

const Pill = styled.span<{ $tone: 'wait' | 'ok' | 'bad' | 'plain' }>`
  display: inline-block;
  padding: 2px 8px;
  border: 1px solid currentColor;
  border-radius: 999px;
  font-size: 0.75rem;
  white-space: nowrap;
  color: ${({ $tone }) =>
    $tone === 'ok'
      ? tokens.color.success
      : $tone === 'bad'
        ? tokens.color.danger
        : $tone === 'wait'
          ? tokens.color.primary
          : tokens.color.textMuted};
`;

/** An order's or bet's status as a coloured pill with its word. */
export function StatusPill({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <Pill $tone={tone[status]}>{t(`member.status.${status}`)}</Pill>;
}
