import { ProductPage } from '../product-page';

export default function TherapyDapFormAiPage() {
  return <ProductPage page="therapydapformai" />;
}
