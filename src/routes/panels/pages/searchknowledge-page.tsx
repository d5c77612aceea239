import { ProductPage } from '../product-page';

export default function SearchKnowledgePage() {
  return <ProductPage page="searchknowledge" />;
}
