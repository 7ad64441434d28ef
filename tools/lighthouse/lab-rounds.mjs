// The order of the lab's runs: round after round, each round measuring every page once (brand by brand, page by
// page). A busy minute of a shared machine then falls on one run of a few pages, which their medians leave out,
// rather than on every run of one page; and every page's median is taken over the whole lab's time.

/** Every run of the lab, in the order it is made: `runs` rounds of every brand's pages. */
export function labRounds(brands, paths, runs) {
  const order = [];
  for (let run = 0; run < runs; run += 1) {
    for (const id of brands) {
      for (const path of paths) order.push({ id, path, run });
    }
  }
  return order;
}
