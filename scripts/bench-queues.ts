// The queues' performance budget (issue 4): with DEMO_AGENCIES reviews (default 10000), typing in the
// search box and changing the sort stay under 50 ms, and the first rows show within 300 ms of the
// data. Run: npm run bench:queues (after `npx electron-vite build`). BENCH_SKIP_BROWSER=1 runs Node only.
import { benchBrowser } from './bench/browser-queues';
import { benchNodePipeline } from './bench/node-pipeline';
import { printTable } from './bench/stats';

const agencies = Number(process.env.DEMO_AGENCIES ?? 10_000);

printTable(`(a) pipeline in Node, ${agencies} agency reviews`, benchNodePipeline(agencies, 20));
if (process.env.BENCH_SKIP_BROWSER !== '1') {
  printTable(`(b) Agencies screen in Chromium, ${agencies} agency reviews`, await benchBrowser(agencies, 7));
}
