import { ProductPage } from '../shell/product-page';

export default function PatientPage() {
  return <ProductPage page="patient" />;
}
