import { preloadable, type Preloadable } from './preloadable';
import { PRODUCT_PAGE_DECLARATIONS, PRODUCT_PAGES, type ProductPage } from './product-pages';

/** One component per declared page, made once so a page keeps its state across renders. */
export const PRODUCT_PAGE_COMPONENTS = Object.fromEntries(
  PRODUCT_PAGES.map((page): [ProductPage, Preloadable<object>] => [
    page,
    preloadable(PRODUCT_PAGE_DECLARATIONS[page].load),
  ]),
) as Record<ProductPage, Preloadable<object>>;
