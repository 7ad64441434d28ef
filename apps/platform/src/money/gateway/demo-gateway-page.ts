/**
 * The demo gateway's payment page: plain HTML, no script, the page of an outside payment provider
 * (it is not the brand's site, so it uses the browser's system colours rather than a theme).
 */

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

export interface GatewayPageInput {
  token: string;
  orderNo: string;
  amount: string;
  currency: string;
  methodName: string;
  /** pending, or already decided (paid / not paid) */
  state: 'pending' | 'done';
}

export function demoGatewayPage(input: GatewayPageInput): string {
  const t = escapeHtml(input.token);
  const body =
    input.state === 'pending'
      ? `<p>Order <strong>${escapeHtml(input.orderNo)}</strong></p>
    <p class="amount">${escapeHtml(input.currency)} ${escapeHtml(input.amount)}</p>
    <form method="post" action="/gateway/demo/pay/${t}/paid"><button type="submit">Pay now</button></form>
    <form method="post" action="/gateway/demo/pay/${t}/cancel"><button type="submit" class="secondary">Cancel payment</button></form>`
      : `<p>This payment has already been completed or cancelled.</p>
    <p><a href="/m/voucherCenter?orderNo=${encodeURIComponent(input.orderNo)}">Back to the site</a></p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Demo Pay</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: Canvas; color: CanvasText; color-scheme: light dark; }
  main { max-width: 420px; margin: 0 auto; padding: 24px 16px; }
  h1 { font-size: 1.25rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: 8px 0 24px; }
  form { margin: 12px 0; }
  button { width: 100%; min-height: 48px; font: inherit; font-weight: 600; border-radius: 8px; border: 1px solid ButtonBorder;
           background: ButtonFace; color: ButtonText; cursor: pointer; }
  button.secondary { font-weight: 400; }
  .note { font-size: 0.8125rem; opacity: 0.8; }
</style>
</head>
<body>
<main>
  <h1>Demo Pay · ${escapeHtml(input.methodName)}</h1>
  ${body}
  <p class="note">A demonstration payment gateway: no real money moves.</p>
</main>
</body>
</html>`;
}
