import { ProductPage } from '../product-page';

export default function SearchLiteraturePage() {
  return <ProductPage page="searchliterature" />;
}
