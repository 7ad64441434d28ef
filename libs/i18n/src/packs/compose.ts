import { findLanguage, shippedPacks, type ShippedPackCode } from '../languages';
import EN from './EN.json';
import PT from './PT.json';
import TY from './TY.json';
import piecesEN from './pieces/EN.json';
import piecesPT from './pieces/PT.json';
import piecesTY from './pieces/TY.json';
import loginEN from './login/EN.json';
import loginPT from './login/PT.json';
import loginTY from './login/TY.json';
import registerEN from './register/EN.json';
import registerPT from './register/PT.json';
import registerTY from './register/TY.json';
import passwordEN from './password/EN.json';
import passwordPT from './password/PT.json';
import passwordTY from './password/TY.json';
import contentEN from './content/EN.json';
import contentPT from './content/PT.json';
import contentTY from './content/TY.json';
import pwaEN from './pwa/EN.json';
import pwaPT from './pwa/PT.json';
import pwaTY from './pwa/TY.json';
import lotteryEN from './lottery/EN.json';
import lotteryPT from './lottery/PT.json';
import lotteryTY from './lottery/TY.json';
import gamesEN from './games/EN.json';
import gamesPT from './games/PT.json';
import gamesTY from './games/TY.json';
import memberEN from './member/EN.json';
import memberPT from './member/PT.json';
import memberTY from './member/TY.json';
import agentEN from './agent/EN.json';
import agentPT from './agent/PT.json';
import agentTY from './agent/TY.json';
import twoStepEN from './two-step/EN.json';
import twoStepPT from './two-step/PT.json';
import twoStepTY from './two-step/TY.json';
import protectionEN from './protection/EN.json';
import protectionPT from './protection/PT.json';
import protectionTY from './protection/TY.json';
import { mergePacks, type Pack } from './pack';

type ShippedCode = ShippedPackCode;

/**
 * Base packs = the shell's texts (packs/<CODE>.json) + one file per area (packs/<area>/<CODE>.json:
 * shell pieces, login, register, passwords, content, installable app, lottery, games, member centre and money,
 * agent area and affiliate modal, two-step login, player protection), each area under its own top-level key.
 */
const basePacks: Record<ShippedCode, readonly Pack[]> = {
  EN: [
    EN,
    piecesEN,
    loginEN,
    registerEN,
    passwordEN,
    contentEN,
    pwaEN,
    lotteryEN,
    gamesEN,
    memberEN,
    agentEN,
    twoStepEN,
    protectionEN,
  ],
  PT: [
    PT,
    piecesPT,
    loginPT,
    registerPT,
    passwordPT,
    contentPT,
    pwaPT,
    lotteryPT,
    gamesPT,
    memberPT,
    agentPT,
    twoStepPT,
    protectionPT,
  ],
  TY: [
    TY,
    piecesTY,
    loginTY,
    registerTY,
    passwordTY,
    contentTY,
    pwaTY,
    lotteryTY,
    gamesTY,
    memberTY,
    agentTY,
    twoStepTY,
    protectionTY,
  ],
};

function isShipped(code: string): code is ShippedCode {
  return (shippedPacks as readonly string[]).includes(code);
}

/**
 * A language's own base pack, without the English fallback: what the product ships in that language.
 * Undefined for a language without a shipped pack. The completeness checks compare it with English.
 */
export function shippedBasePack(code: string): Pack | undefined {
  const upper = code.toUpperCase();
  return isShipped(upper) ? mergePacks(...basePacks[upper]) : undefined;
}

/**
 * The merged base pack of a language with English as the fallback for missing keys. A language
 * without a shipped pack gets English text. Node-safe (the brand assembler calls it); the brand's
 * own overrides go on top: `mergePacks(composeBasePack(code), brandOverrides)`.
 */
export function composeBasePack(code: string): Pack {
  const upper = code.toUpperCase();
  if (!findLanguage(upper)) throw new Error(`unknown language code ${code}`);
  const english = mergePacks(...basePacks.EN);
  if (!isShipped(upper) || upper === 'EN') return english;
  return mergePacks(english, ...basePacks[upper]);
}
