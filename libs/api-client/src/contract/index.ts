// Server-safe contract: zod schemas and pure helpers shared by the platform and the client.
import * as accountCalls from './calls/account';
import * as agentCalls from './calls/agent';
import * as contentCalls from './calls/content';
import * as devCalls from './calls/dev';
import * as gameCalls from './calls/games';
import * as lotteryCalls from './calls/lottery';
import * as memberCalls from './calls/member';
import * as moneyCalls from './calls/money';
import * as opsCalls from './calls/ops';
import * as sessionCalls from './calls/session';
import * as systemCalls from './calls/system';

// Every call described once, grouped by area (`gameCalls.addFavourite`): see call.ts.
export {
  accountCalls,
  agentCalls,
  contentCalls,
  devCalls,
  gameCalls,
  lotteryCalls,
  memberCalls,
  moneyCalls,
  opsCalls,
  sessionCalls,
  systemCalls,
};
export { callPath } from './call';
export { contractCalls } from './agent-contract-calls';
export type {
  Call,
  CallAnswer,
  CallBody,
  CallInput,
  CallMethod,
  CallParams,
  CallQuery,
  CallReply,
  CallSchema,
} from './call';
