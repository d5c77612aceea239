import { ProductPage } from '../product-page';

export default function TherapyDapFormPage() {
  return <ProductPage page="therapydapform" />;
}
