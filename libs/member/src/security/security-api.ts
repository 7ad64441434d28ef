import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import {
  BankCard,
  BankCards,
  CustomerSecurityQuestions,
  InfoSaved,
  PaymentPasswordResult,
  SecurityConfig,
  SecurityQuestions,
  bankCardPath,
  customerSecurityQuestionsPath,
  emailInfoPath,
  iconInfoPath,
  nicknameInfoPath,
  payeeNameInfoPath,
  paymentPasswordPath,
  paymentPasswordResetPath,
  securityConfigPath,
  securityQuestionsPath,
} from '@wl/api-client/contract';
import type {
  AddBankCardRequest,
  PaymentPasswordRequest,
  PaymentPasswordResetRequest,
  RemoveBankCardRequest,
  SetSecurityQuestionsRequest,
} from '@wl/api-client/contract';
import { moneyKeys } from '../money-shared/keys';

export function securityConfigQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: moneyKeys.part(token, 'security'),
    queryFn: ({ signal }) => client.get(securityConfigPath, { schema: SecurityConfig, signal }),
  });
}

export function bankCardsQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: moneyKeys.part(token, 'bankCards'),
    queryFn: ({ signal }) => client.get(bankCardPath, { schema: BankCards, signal }),
  });
}

export function questionsQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: moneyKeys.part(token, 'questions'),
    queryFn: ({ signal }) => client.get(securityQuestionsPath, { schema: SecurityQuestions, signal }),
    staleTime: 600_000,
  });
}

export function myQuestionsQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: moneyKeys.part(token, 'myQuestions'),
    queryFn: ({ signal }) => client.get(customerSecurityQuestionsPath, { schema: CustomerSecurityQuestions, signal }),
  });
}

// Calls carrying a password travel sealed.
export const setPaymentPassword = (client: ApiClient, body: PaymentPasswordRequest) =>
  client.post(paymentPasswordPath, { schema: PaymentPasswordResult, body, sealed: true });
export const resetPaymentPassword = (client: ApiClient, body: PaymentPasswordResetRequest) =>
  client.post(paymentPasswordResetPath, { schema: InfoSaved, body, sealed: true });
export const addBankCard = (client: ApiClient, body: AddBankCardRequest) =>
  client.post(bankCardPath, { schema: BankCard, body, sealed: true });
export const removeBankCard = (client: ApiClient, body: RemoveBankCardRequest) =>
  client.delete(bankCardPath, { schema: InfoSaved, body, sealed: true });
export const setSecurityQuestions = (client: ApiClient, body: SetSecurityQuestionsRequest) =>
  client.put(customerSecurityQuestionsPath, { schema: InfoSaved, body, sealed: true });

export const saveNickname = (client: ApiClient, nickname: string) =>
  client.put(nicknameInfoPath, { schema: InfoSaved, body: { nickname } });
export const saveEmail = (client: ApiClient, email: string) =>
  client.put(emailInfoPath, { schema: InfoSaved, body: { email } });
export const savePayeeName = (client: ApiClient, payeeName: string) =>
  client.put(payeeNameInfoPath, { schema: InfoSaved, body: { payeeName } });
export const saveIcon = (client: ApiClient, icon: number) =>
  client.put(iconInfoPath, { schema: InfoSaved, body: { icon } });
