import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wl/api-client';
import { memberCalls } from '@wl/api-client/contract';
import type {
  AddBankCardRequest,
  PaymentPasswordRequest,
  PaymentPasswordResetRequest,
  RemoveBankCardRequest,
  SetSecurityQuestionsRequest,
} from '@wl/api-client/contract/security-calls';
import { moneyKeys } from '../money-shared/keys';

export function securityConfigQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: moneyKeys.part(token, 'security'),
    queryFn: ({ signal }) => client.call(memberCalls.securityConfig, { signal }),
  });
}

export function bankCardsQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: moneyKeys.part(token, 'bankCards'),
    queryFn: ({ signal }) => client.call(memberCalls.bankCards, { signal }),
  });
}

export function questionsQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: moneyKeys.part(token, 'questions'),
    queryFn: ({ signal }) => client.call(memberCalls.securityQuestions, { signal }),
    staleTime: 600_000,
  });
}

export function myQuestionsQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: moneyKeys.part(token, 'myQuestions'),
    queryFn: ({ signal }) => client.call(memberCalls.customerSecurityQuestions, { signal }),
  });
}

// Calls carrying a password travel sealed (their descriptions say so).
export const setPaymentPassword = (client: ApiClient, body: PaymentPasswordRequest) =>
  client.call(memberCalls.setPaymentPassword, { body });
export const resetPaymentPassword = (client: ApiClient, body: PaymentPasswordResetRequest) =>
  client.call(memberCalls.resetPaymentPassword, { body });
export const addBankCard = (client: ApiClient, body: AddBankCardRequest) =>
  client.call(memberCalls.addBankCard, { body });
export const removeBankCard = (client: ApiClient, body: RemoveBankCardRequest) =>
  client.call(memberCalls.removeBankCard, { body });
export const setSecurityQuestions = (client: ApiClient, body: SetSecurityQuestionsRequest) =>
  client.call(memberCalls.setSecurityQuestions, { body });

export const saveNickname = (client: ApiClient, nickname: string) =>
  client.call(memberCalls.setNickname, { body: { nickname } });
export const saveEmail = (client: ApiClient, email: string) => client.call(memberCalls.setEmail, { body: { email } });
export const savePayeeName = (client: ApiClient, payeeName: string) =>
  client.call(memberCalls.setPayeeName, { body: { payeeName } });
export const saveIcon = (client: ApiClient, icon: number) => client.call(memberCalls.setIcon, { body: { icon } });
