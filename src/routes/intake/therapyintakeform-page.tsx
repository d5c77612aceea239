import { ProductPage } from '../shell/product-page';

export default function TherapyIntakeFormPage() {
  return <ProductPage page="therapyintakeform" />;
}
