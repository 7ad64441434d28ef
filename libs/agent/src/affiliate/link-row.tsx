import { useTranslation } from '@wl/i18n';
import { affiliateRegisterUrl } from '@wl/api-client/contract/agent-calls';
import type { AffiliateLink } from '@wl/api-client/contract/agent-calls';
import { Button, Card, FactsList, toast } from '@wl/ui-kit';
import { Actions, RecordHead, Tag } from '../agent-shared/records';
import { useAgentSession } from '../agent-shared/use-agent-session';

/** One registration link: its code, kind, URL and figures, with Copy and Delete. */
export function LinkRow({ link, onDelete }: { link: AffiliateLink; onDelete: () => void }) {
  const { t } = useTranslation();
  const { date } = useAgentSession();
  const url = affiliateRegisterUrl(window.location.origin, link.code);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('affiliate.modal.copied'));
    } catch {
      toast.error(t('agent.links.copyFailed'));
    }
  };
  return (
    <Card as="li" padding="sm" outlined aria-label={link.code}>
      <RecordHead>
        <span>{link.code}</span>
        <Tag>
          {link.expired ? t('agent.links.expired') : t(link.type === 0 ? 'agent.team.member' : 'agent.team.agent')}
        </Tag>
      </RecordHead>
      <output>{url}</output>
      <FactsList
        layout="tiles"
        items={[
          { label: t('agent.team.rebate'), value: t('agent.common.percent', { value: link.rebate }) },
          { label: t('agent.links.registrations'), value: link.registrations },
          { label: t('agent.links.created'), value: date(link.createdAt) },
          {
            label: t('agent.links.validUntil'),
            value: link.validUntil ? date(link.validUntil) : t('agent.links.noEnd'),
          },
        ]}
      />
      <Actions>
        <Button size="sm" variant="secondary" onClick={() => void copy()}>
          {t('affiliate.modal.copy')}
        </Button>
        <Button
          size="sm"
          variant="danger"
          aria-haspopup="dialog"
          aria-label={t('agent.links.deleteCode', { code: link.code })}
          onClick={onDelete}
        >
          {t('agent.links.delete')}
        </Button>
      </Actions>
    </Card>
  );
}
