import type { SecurityAnswer } from '@wl/api-client/contract/security-calls';
import { hashPassword, verifyPassword } from '../accounts/password-hashing';
import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/app-error';

/** Answers compare without regard to case or surrounding and repeated spaces. */
export function normaliseAnswer(answer: string): string {
  return answer.trim().replace(/\s+/g, ' ').toLowerCase();
}

export async function questionCatalogue(db: Queryable): Promise<{ id: number; key: string }[]> {
  return db.query<{ id: number; key: string }>('SELECT id, key FROM security_questions ORDER BY sort, id');
}

export async function memberQuestionIds(db: Queryable, memberId: number): Promise<number[]> {
  const rows = await db.query<{ question_id: number }>(
    'SELECT question_id FROM member_security_answers WHERE member_id = $1 ORDER BY question_id',
    [memberId],
  );
  return rows.map((r) => r.question_id);
}

/** True when the answers cover every question the member set, each right. */
export async function checkSecurityAnswers(
  db: Queryable,
  memberId: number,
  answers: readonly SecurityAnswer[],
): Promise<boolean> {
  const rows = await db.query<{ question_id: number; answer_hash: string }>(
    'SELECT question_id, answer_hash FROM member_security_answers WHERE member_id = $1',
    [memberId],
  );
  if (rows.length === 0) return false;
  let allRight = true;
  for (const row of rows) {
    const given = answers.find((a) => a.questionId === row.question_id);
    // Every stored answer is verified (same work whichever is wrong).
    const right = await verifyPassword(row.answer_hash, normaliseAnswer(given?.answer ?? ''));
    allRight = allRight && given !== undefined && right;
  }
  return allRight;
}

/** Replaces the member's questions and answers (answers hashed with argon2id). */
export async function setSecurityAnswers(db: Db, memberId: number, answers: readonly SecurityAnswer[]): Promise<void> {
  const known = new Set((await questionCatalogue(db)).map((q) => q.id));
  const unknown = answers.findIndex((a) => !known.has(a.questionId));
  if (unknown >= 0) {
    throw new AppError('BAD_REQUEST', 'Unknown security question.', {
      fields: [{ field: `body.answers.${unknown}.questionId`, problem: 'unknown question' }],
    });
  }
  const hashes: { questionId: number; hash: string }[] = [];
  for (const answer of answers)
    hashes.push({ questionId: answer.questionId, hash: await hashPassword(normaliseAnswer(answer.answer)) });
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM member_security_answers WHERE member_id = $1', [memberId]);
    for (const { questionId, hash } of hashes) {
      await tx.query('INSERT INTO member_security_answers (member_id, question_id, answer_hash) VALUES ($1, $2, $3)', [
        memberId,
        questionId,
        hash,
      ]);
    }
  });
}
