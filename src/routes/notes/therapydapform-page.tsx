import { ProductPage } from '../shell/product-page';

export default function TherapyDapFormPage() {
  return <ProductPage page="therapydapform" />;
}
