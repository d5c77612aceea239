import { ProductPage } from '../product-page';

export default function PatientPage() {
  return <ProductPage page="patient" />;
}
