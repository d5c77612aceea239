import { ProductPage } from '../shell/product-page';

export default function SearchLiteraturePage() {
  return <ProductPage page="searchliterature" />;
}
