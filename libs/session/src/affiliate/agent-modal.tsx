import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@wl/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { affiliateRegisterUrl } from '@wl/api-client/contract/agent-calls';
import { Button, Dialog, Skeleton } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { useApiClient } from '../api/api-client-context';
import { agentProfileQueryOptions } from './agent-profile-call';

import { sitePaths } from '@wl/brand';
const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 12px;
`;

const Label = styled.span`
  font-size: 0.8125rem;
  color: ${tokens.color.textMuted};
`;

const Value = styled.output`
  display: block;
  padding: 8px 10px;
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius};
  font-family: inherit;
  word-break: break-all;
  color: ${tokens.color.text};
`;

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin-top: 4px;

  & a {
    color: ${tokens.color.text};
    text-decoration: underline;
  }
`;

export interface AgentModalProps {
  open: boolean;
  onClose: () => void;
  token: string;
}

/** The agent modal of the affiliate action: the agent's invitation code and registration link, and its team tools. */
export function AgentModal({ open, onClose, token }: AgentModalProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const profile = useQuery({ ...agentProfileQueryOptions(client, token), enabled: open });
  const [copied, setCopied] = useState(false);
  const code = profile.data?.affiliateCode ?? null;
  const link = code ? affiliateRegisterUrl(window.location.origin, code) : null;

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('affiliate.modal.title')}
      closeLabel={t('common.close')}
      actions={
        <Button block onClick={() => void copy()} disabled={!link}>
          {copied ? t('affiliate.modal.copied') : t('affiliate.modal.copy')}
        </Button>
      }
    >
      {profile.isPending ? (
        <Skeleton height="72px" />
      ) : profile.isError ? (
        <p role="alert">{t('affiliate.modal.loadFailed')}</p>
      ) : code && link ? (
        <>
          <Field>
            <Label id="affiliate-code-label">{t('affiliate.modal.code')}</Label>
            <Value aria-labelledby="affiliate-code-label">{code}</Value>
          </Field>
          <Field>
            <Label id="affiliate-link-label">{t('affiliate.modal.link')}</Label>
            <Value aria-labelledby="affiliate-link-label">{link}</Value>
          </Field>
        </>
      ) : (
        <p>{t('affiliate.modal.noCode')}</p>
      )}
      <Links aria-label={t('affiliate.modal.tools')}>
        <Link to={sitePaths.agentRegister} onClick={onClose}>
          {t('affiliate.modal.openAccount')}
        </Link>
        <Link to={sitePaths.affiliateLinks} onClick={onClose}>
          {t('affiliate.modal.links')}
        </Link>
        <Link to={sitePaths.agent} onClick={onClose}>
          {t('affiliate.modal.agencyCentre')}
        </Link>
      </Links>
    </Dialog>
  );
}
