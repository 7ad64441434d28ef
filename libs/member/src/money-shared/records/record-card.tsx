import type { ReactNode } from 'react';
import styled from 'styled-components';
import { brandTimeZone, useBrand } from '@wl/brand';
import { findLanguage, useTranslation } from '@wl/i18n';
import { Card } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { recordDateTimeFormat } from './record-time';

/** The record's lines, set closer than a card's blocks and in the records' smaller text. */
const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  font-size: 0.875rem;
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const Title = styled.h3`
  margin: 0;
  font-size: 0.9375rem;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Line = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  color: ${tokens.color.textMuted};

  & > span:last-child {
    color: ${tokens.color.text};
    text-align: end;
    overflow-wrap: anywhere;
  }
`;

export interface RecordCardProps {
  title: ReactNode;
  /** The record's accessible name (its title as text). */
  label?: string;
  /** Top right: the amount or a status. */
  aside?: ReactNode;
  lines: readonly (readonly [string, ReactNode])[];
}

/** One row of a records list: a title, an amount or status, and label–value lines. */
export function RecordCard({ title, label, aside, lines }: RecordCardProps) {
  return (
    <Card as="article" padding="sm" aria-label={label ?? (typeof title === 'string' ? title : undefined)}>
      <Body>
        <Top>
          <Title>{title}</Title>
          {aside}
        </Top>
        {lines.map(([label, value]) => (
          <Line key={label}>
            <span>{label}</span>
            <span>{value}</span>
          </Line>
        ))}
      </Body>
    </Card>
  );
}

/** Date and time in the page's language and the brand's time zone, e.g. 31/05/2024, 14:05. */
export function useDateTime(): (ms: number) => string {
  const { i18n } = useTranslation();
  const brand = useBrand();
  return recordDateTimeFormat(findLanguage(i18n.language)?.locale ?? 'en', brandTimeZone(brand));
}
