import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';

/** The visible label of a single control (text field, select). */
export const FieldLabel = styled.label`
  font-size: 0.875rem;
  color: ${tokens.color.text};
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${tokens.color.textMuted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${tokens.color.danger};
`;

/** The ids of a control's hint and error, and its `aria-describedby`: the caller's own ids first, then these. */
export function fieldNoteIds(baseId: string, notes: { hint?: ReactNode; error?: string; describedBy?: string }) {
  const hintId = notes.hint ? `${baseId}-hint` : undefined;
  const errorId = notes.error ? `${baseId}-error` : undefined;
  const describedBy = [notes.describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { hintId, errorId, describedBy };
}

/** A control's help text, linked by its id. */
export function FieldHint({ id, children }: { id: string | undefined; children: ReactNode }) {
  return children ? <Hint id={id}>{children}</Hint> : null;
}

/** A control's validation message, linked by its id. */
export function FieldError({ id, children }: { id: string | undefined; children: string | undefined }) {
  return children ? <ErrorText id={id}>{children}</ErrorText> : null;
}
