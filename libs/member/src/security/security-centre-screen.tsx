import type { JSX } from 'react';
import { useTranslation } from '@wl/i18n';
import { lazyPiece, Skeleton } from '@wl/ui-kit';
import { RealMemberGate } from '../money-shared/account-gate';
import { BankCardsView } from './views/bank-cards-view';
import { AvatarView, EmailView, NicknameView, PayeeNameView } from './views/info-views';
import { SecurityOverview } from './views/overview';
import { PaymentPasswordView, ResetPaymentPasswordView } from './views/payment-password-views';
import { QuestionsView } from './views/questions-view';
import { useSecurityView } from './views/use-view';
import type { SecurityView } from './views/use-view';

const TwoStepView = lazyPiece(() => import('./two-step/two-step-view'));

/** Two-step login (and its QR encoder) loads only when opened; if its file fails to load, it offers to load it again. */
function LazyTwoStepView({ token }: { token: string }) {
  const { t } = useTranslation();
  return <TwoStepView token={token} placeholder={<Skeleton height="240px" />} retryLabel={t('common.loadFailed')} />;
}

const views: Record<SecurityView, (props: { token: string }) => JSX.Element> = {
  paymentPassword: PaymentPasswordView,
  resetPaymentPassword: ResetPaymentPasswordView,
  bankCards: BankCardsView,
  questions: QuestionsView,
  nickname: NicknameView,
  email: EmailView,
  payeeName: PayeeNameView,
  avatar: AvatarView,
  twoStep: LazyTwoStepView,
};

/**
 * /m/securityCenter (the spec leaves its content open; docs/decisions/0021-member-centre-screens.md):
 * login password (/m/changePsw), payment password (set, change, reset), bank cards, security
 * questions, payee name, nickname, e-mail, avatar and two-step login (docs/decisions/0043). The open view is in the address (`?view=`).
 */
export default function SecurityCentreScreen() {
  const { view } = useSecurityView();
  return (
    <RealMemberGate>
      {(token) => {
        const View = view ? views[view] : SecurityOverview;
        return <View token={token} />;
      }}
    </RealMemberGate>
  );
}
