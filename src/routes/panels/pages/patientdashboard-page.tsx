import { ProductPage } from '../product-page';

export default function PatientDashboardPage() {
  return <ProductPage page="patientdashboard" />;
}
