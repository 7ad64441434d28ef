const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The page shown (503) when a brand's bundle has not been built yet. */
export function missingBundlePage(brandId: string, bundleDir: string): string {
  const id = escapeHtml(brandId);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Brand ${id} not built</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5">
<h1>The site for brand “${id}” has not been built yet</h1>
<p>No bundle was found in <code>${escapeHtml(bundleDir)}</code>.</p>
<p>Build it with <code>npx nx build ${id}</code>, then reload this page (no restart needed).</p>
</body>
</html>
`;
}

/** The page shown (503) when a host names a brand folder whose brand.json cannot be served: its problems. */
export function unusableBrandPage(brandId: string, problems: readonly string[]): string {
  const id = escapeHtml(brandId);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Brand ${id} has problems</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5">
<h1>The brand “${id}” cannot be served yet</h1>
<p>Its configuration has problems:</p>
<ul>${problems.map((line) => `<li><code>${escapeHtml(line)}</code></li>`).join('')}</ul>
<p>Fix them, run <code>npx nx build ${id}</code>, then reload this page (no restart needed).</p>
</body>
</html>
`;
}
