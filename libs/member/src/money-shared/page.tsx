import styled from 'styled-components';
import { tokens } from '@wl/ui-kit/theme';

/** The frame of a member-area screen under the site header. */
export const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 12px;
`;

export const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  border-radius: ${tokens.radius};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
`;

export const CardTitle = styled.h2`
  margin: 0;
  font-size: 1rem;
  font-weight: 600;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
  font-size: 0.8125rem;
`;

export const Alert = styled.p`
  margin: 0;
  color: ${tokens.color.danger};
  font-size: 0.875rem;
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

/** Label / value rows, e.g. an order's details. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 6px 12px;
  margin: 0;
  font-size: 0.875rem;

  & dt {
    color: ${tokens.color.textMuted};
  }
  & dd {
    margin: 0;
    text-align: end;
    overflow-wrap: anywhere;
  }
`;

/** A row of choice chips (amounts, date presets). */
export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

export const Chip = styled.button<{ $active?: boolean }>`
  min-height: 36px;
  padding: 0 12px;
  border: 1px solid ${({ $active }) => ($active ? tokens.color.primary : tokens.color.border)};
  border-radius: ${tokens.radius};
  background: ${({ $active }) => ($active ? tokens.color.primary : tokens.color.surface)};
  color: ${({ $active }) => ($active ? tokens.color.onPrimary : tokens.color.text)};
  font: inherit;
  font-size: 0.875rem;
  cursor: pointer;
`;
