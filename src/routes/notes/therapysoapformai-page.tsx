import { ProductPage } from '../shell/product-page';

export default function TherapySoapFormAiPage() {
  return <ProductPage page="therapysoapformai" />;
}
