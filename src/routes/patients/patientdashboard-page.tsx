import { ProductPage } from '../shell/product-page';

export default function PatientDashboardPage() {
  return <ProductPage page="patientdashboard" />;
}
