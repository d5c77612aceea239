import { ProductPage } from '../product-page';

export default function TherapySoapFormAiPage() {
  return <ProductPage page="therapysoapformai" />;
}
