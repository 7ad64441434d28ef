import type { FastifyInstance } from 'fastify';
import { callPath, moneyCalls } from '@wl/api-client/contract';
import { fromCents } from '@wl/api-client/contract/money';
import { sha256Hex } from '../accounts/secret-token';
import { AppError } from '../http/app-error';
import { parseRequest } from '../http/validate';
import { confirmDeposit, depositOfMerchant, endDeposit } from '../money/deposits';
import { demoGatewayPage } from '../money/gateway/demo-gateway-page';
import { notificationText, signNotification, validSignature } from '../money/gateway/gateway-signature';
import type { MoneyDeps } from '../money/money-deps';
import { onCall } from './call-route';
import { runningGateways } from './deposit-calls';
import { z } from 'zod';

const TokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/) });

/**
 * Payment gateways: the notification every gateway sends when a payment ends (HMAC-signed with the
 * method's secret, checked against the order's amount, applied once), and — outside production —
 * the demo gateway's own payment page that the member is sent to.
 */
export function paymentGatewayRoutes(app: FastifyInstance, deps: MoneyDeps): void {
  const gateways = runningGateways(deps);

  onCall(
    app,
    moneyCalls.paymentNotify,
    async ({ request, params, body }) => {
      const { gateway } = params();
      if (!gateways.has(gateway)) throw new AppError('NOT_FOUND', 'Unknown payment gateway');
      const note = await body();
      const [row] = await deps.db.query<{ merchant_code: string }>(
        'SELECT merchant_code FROM deposit_orders WHERE order_no = $1',
        [note.orderNo],
      );
      const order = row ? await depositOfMerchant(deps.db, row.merchant_code, note.orderNo) : null;
      const secret = order?.method.gateway === gateway ? order.method.secret : null;
      if (
        !order ||
        !secret ||
        !validSignature(secret, notificationText(note.orderNo, note.amountCents, note.status), note.signature)
      ) {
        throw new AppError('NO_PERMISSION', 'The notification signature is not valid.');
      }
      if (note.amountCents !== order.amountCents)
        throw new AppError('BAD_REQUEST', 'The paid amount does not match the order.');
      const now = deps.clock.now();
      const decided =
        note.status === 'paid'
          ? await confirmDeposit(deps.db, note.orderNo, now)
          : await endDeposit(deps.db, note.orderNo, note.status, now);
      if (!decided) throw new AppError('NOT_FOUND', 'Unknown order');
      request.log.info(
        { orderNo: note.orderNo, status: decided.order.status, changed: decided.changed },
        'payment notification',
      );
      return { orderNo: note.orderNo, status: decided.order.status };
    },
    { config: { rateLimit: { max: 300, timeWindow: 60_000 } } },
  );

  if (!gateways.has('demo')) return;

  // The demo gateway's pages post plain HTML forms.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    async function orderOfToken(token: string) {
      const [row] = await deps.db.query<{
        order_no: string;
        merchant_code: string;
        status: string;
        amount_cents: string | number;
        name: string;
        brand_id: string;
      }>(
        `SELECT d.order_no, d.merchant_code, d.status, d.amount_cents, m.name, mc.brand_id
           FROM deposit_orders d JOIN payment_methods m ON m.id = d.method_id JOIN merchants mc ON mc.code = d.merchant_code
          WHERE d.gateway_token_hash = $1 AND m.gateway = 'demo'`,
        [sha256Hex(token)],
      );
      if (!row) throw new AppError('NOT_FOUND', 'This payment link is not valid.');
      return row;
    }

    scope.get('/gateway/demo/pay/:token', async (request, reply) => {
      const { token } = parseRequest(TokenParams, request.params, 'params');
      const order = await orderOfToken(token);
      const brand = deps.brands.brands.find((b) => b.id === order.brand_id);
      reply
        .header('Cache-Control', 'no-store')
        .header('Referrer-Policy', 'no-referrer')
        .type('text/html; charset=utf-8');
      return demoGatewayPage({
        token,
        orderNo: order.order_no,
        amount: fromCents(Number(order.amount_cents)).toFixed(2),
        currency: brand?.currency.code ?? '',
        methodName: order.name,
        state: order.status === 'pending' ? 'pending' : 'done',
      });
    });

    for (const [action, status] of [
      ['paid', 'paid'],
      ['cancel', 'cancelled'],
    ] as const) {
      scope.post(`/gateway/demo/pay/:token/${action}`, async (request, reply) => {
        const { token } = parseRequest(TokenParams, request.params, 'params');
        const order = await orderOfToken(token);
        if (order.status === 'pending') {
          // The gateway tells the platform, server to server, as a real gateway would.
          const found = await depositOfMerchant(deps.db, order.merchant_code, order.order_no);
          if (!found?.method.secret) throw new AppError('NOT_FOUND', 'This payment link is not valid.');
          const amountCents = Number(order.amount_cents);
          const signature = signNotification(
            found.method.secret,
            notificationText(order.order_no, amountCents, status),
          );
          const answer = await app.inject({
            method: 'POST',
            url: callPath(moneyCalls.paymentNotify, { gateway: 'demo' }),
            payload: { orderNo: order.order_no, amountCents, status, signature },
          });
          if (answer.statusCode !== 200)
            request.log.warn(
              { orderNo: order.order_no, status: answer.statusCode },
              'demo gateway notification refused',
            );
        }
        return reply.redirect(`/m/voucherCenter?orderNo=${encodeURIComponent(order.order_no)}`, 303);
      });
    }
  });
}
