import { ProductPage } from '../product-page';

export default function TherapyIntakeFormPage() {
  return <ProductPage page="therapyintakeform" />;
}
