import { useTranslation } from '@wl/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { sitePaths } from '@wl/brand';
import { Button } from '@wl/ui-kit';

const Actions = styled.div`
  display: flex;
  gap: 12px;
`;

/** Below a deposit order: deposit again, and the link to the deposit records. */
export function OrderFooter({ onAgain }: { onAgain: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Actions>
        <Button block variant="secondary" onClick={onAgain}>
          {t('member.deposit.again')}
        </Button>
      </Actions>
      <Link to={sitePaths.depositRecords}>{t('titles.vouReport')}</Link>
    </>
  );
}
