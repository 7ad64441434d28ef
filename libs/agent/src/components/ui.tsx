import styled from 'styled-components';
import { tokens } from '@wl/ui-kit/theme';

/** Small layout pieces shared by the agent screens (theme variables only). */

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 12px 12px 24px;
`;

export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 14px;
  border-radius: ${tokens.radius};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: 1rem;
  font-weight: 600;
`;

export const Muted = styled.span`
  color: ${tokens.color.textMuted};
  font-size: 0.8125rem;
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

export const Actions = styled.div`
  display: flex;
  gap: 12px;
  & > * {
    flex: 1;
  }
`;

/** Label/value pairs. */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px 12px;
  margin: 0;

  & > div {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }
  & dt {
    color: ${tokens.color.textMuted};
    font-size: 0.75rem;
  }
  & dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

/** A list of records, one card-like row each. */
export const RecordList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const RecordItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px;
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius};
  background: ${tokens.color.surface};
`;

export const RecordHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  font-weight: 600;
`;

export const Tag = styled.span`
  display: inline-block;
  padding: 1px 8px;
  border: 1px solid ${tokens.color.border};
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 400;
  color: ${tokens.color.textMuted};
`;

export const Select = styled.select`
  min-height: 44px;
  padding: 0 10px;
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  font: inherit;
`;

export const FieldLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-size: 0.875rem;
  color: ${tokens.color.text};
`;

export const Fieldset = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin: 0;
  padding: 0;
  border: 0;

  & legend {
    margin-bottom: 6px;
    padding: 0;
    font-size: 0.875rem;
  }
  & label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 32px;
  }
  & input {
    accent-color: ${tokens.color.primary};
  }
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${tokens.color.danger};
  font-size: 0.875rem;
`;

export const TextLink = styled.a`
  color: ${tokens.color.text};
`;
