import { useTranslation } from '@wl/i18n';
import styled from 'styled-components';
import { Button } from '@wl/ui-kit';
import { Muted } from './records';

const Bar = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

/** Previous / next through a paged list, with "page x of y". */
export function Pager({
  pageNo,
  totalPages,
  onPage,
}: {
  pageNo: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <Bar aria-label={t('agent.common.pages')}>
      <Button size="sm" variant="secondary" disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)}>
        {t('agent.common.previous')}
      </Button>
      <Muted>{t('agent.common.pageOf', { page: pageNo, pages: totalPages })}</Muted>
      <Button size="sm" variant="secondary" disabled={pageNo >= totalPages} onClick={() => onPage(pageNo + 1)}>
        {t('agent.common.next')}
      </Button>
    </Bar>
  );
}
