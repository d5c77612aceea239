/**
 * Cards another feature adds to a patient's chart, declared once here as product pages are in
 * `product-pages.ts`: the chart (patients) shows them without reaching into the feature's folders
 * (docs/architecture.md, features). Each card reads through its own feature's API and decides
 * itself whether the member's roles may see it.
 */
export { ChartReadingList } from './literature/chart-reading-list';
