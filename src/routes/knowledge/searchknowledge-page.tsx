import { ProductPage } from '../shell/product-page';

export default function SearchKnowledgePage() {
  return <ProductPage page="searchknowledge" />;
}
