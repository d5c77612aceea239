import { ProductPage } from '../shell/product-page';

export default function TherapyDapFormAiPage() {
  return <ProductPage page="therapydapformai" />;
}
