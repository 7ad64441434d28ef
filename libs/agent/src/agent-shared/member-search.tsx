import type { ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { Button, Form, TextField } from '@wl/ui-kit';

export interface MemberSearchProps {
  /** The username typed so far. */
  value: string;
  onChange: (value: string) => void;
  /** Search was pressed (the form's default submit is prevented). */
  onSearch: () => void;
  autoComplete?: string;
  /** Fields searched with the name, between it and the button. */
  children?: ReactNode;
}

/** The search of a team list by member username, with the button that applies it. */
export function MemberSearch({ value, onChange, onSearch, autoComplete, children }: MemberSearchProps) {
  const { t } = useTranslation();
  return (
    <Form
      gap="sm"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
      role="search"
      aria-label={t('agent.team.search')}
    >
      <TextField
        label={t('agent.team.searchLabel')}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={32}
        autoComplete={autoComplete}
      />
      {children}
      <Button type="submit" variant="secondary">
        {t('agent.team.searchButton')}
      </Button>
    </Form>
  );
}
